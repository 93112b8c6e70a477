import {
  BlogBodySchema,
  slugifyTitle,
  type AdminBlog,
  type BlogBody,
  type BlogTopic,
  type Category,
} from '@shuruaat/contract';

export type BlogFormValues = {
  title: string;
  slug: string;
  author: string;
  metaDescription: string;
  body: string;
  topic: BlogTopic;
  jobCategory: Category | '';
  coverImageUrl: string | null;
};

export const emptyBlogForm: BlogFormValues = {
  title: '',
  slug: '',
  author: '',
  metaDescription: '',
  body: '',
  topic: 'career-guidance',
  jobCategory: '',
  coverImageUrl: null,
};

export const formValuesOf = (blog: AdminBlog): BlogFormValues => ({
  title: blog.title,
  slug: blog.slug,
  author: blog.author,
  metaDescription: blog.metaDescription,
  body: blog.body,
  topic: blog.topic,
  jobCategory: blog.jobCategory ?? '',
  coverImageUrl: blog.coverImageUrl,
});

export type FieldErrors = Partial<Record<keyof BlogFormValues, string>>;

/** The request body, or the first problem with each field, checked by the server's own schema. */
export function toBlogBody(
  values: BlogFormValues,
  published: boolean,
): { body: BlogBody } | { errors: FieldErrors } {
  const input = {
    ...values,
    slug: values.slug || slugifyTitle(values.title),
    jobCategory: values.jobCategory || null,
    published,
  };
  const parsed = BlogBodySchema.safeParse(input);
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof BlogFormValues;
    errors[key] ??= issue.message;
  }
  return { errors };
}
