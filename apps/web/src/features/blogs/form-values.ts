import {
  BlogBodySchema,
  CategorySchema,
  type AdminBlog,
  type BlogTopic,
  type Category,
} from '@shuruaat/contract';
import { z } from 'zod';

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

/**
 * The editor's fields checked by the server's own schema: "none" for the jobs to link to is the
 * empty choice of its select, and whether the post is published is the button pressed.
 */
export const BlogFormSchema = BlogBodySchema.omit({ published: true }).extend({
  jobCategory: z.union([z.literal(''), CategorySchema]).transform((value) => value || null),
});
export type BlogFormInput = z.input<typeof BlogFormSchema>;
export type BlogFormOutput = z.output<typeof BlogFormSchema>;

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
