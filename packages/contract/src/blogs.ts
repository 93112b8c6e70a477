import { z } from 'zod';
import { CategorySchema } from './job-options';
import { text } from './text';

/** What a post is about: the list, shown as the post's label and used for related posts. */
export const BLOG_TOPICS = [
  'career-guidance',
  'interview',
  'resume',
  'internships',
  'employers',
] as const;
export const BlogTopicSchema = z.enum(BLOG_TOPICS, { error: 'Choose a topic from the list' });
export type BlogTopic = z.infer<typeof BlogTopicSchema>;
export const BLOG_TOPIC_LABELS: Record<BlogTopic, string> = {
  'career-guidance': 'Career guidance',
  interview: 'Interview',
  resume: 'Resume',
  internships: 'Internships',
  employers: 'Employers',
};

export const BLOG_MESSAGES = {
  posted: '✅ Blog posted successfully!',
  postFailed: 'Failed to post blog',
  fetchFailed: 'Failed to fetch blogs',
  empty: 'No blogs found',
  updated: 'Blog updated',
  unpublished: 'Blog unpublished',
  deleted: 'Blog deleted',
  notFound: 'Blog not found',
  slugTaken: 'Another blog already uses this slug. Change the slug.',
  wrongCover: 'Upload the cover as a PNG, JPEG or WebP image.',
} as const;

export const BLOG_LIMITS = {
  titleMax: 120,
  authorMax: 80,
  slugMax: 80,
  metaMin: 50,
  metaMax: 160,
  bodyMin: 200,
  bodyMax: 40_000,
  coverMaxBytes: 2 * 1024 * 1024,
} as const;

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Reading a CTC offer: what ₹6 LPA means" → "reading-a-ctc-offer-what-6-lpa-means". */
export function slugifyTitle(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-+$/, '');
}

/** The spec's links may carry the old site's ".html"; the address of the post never does. */
export const blogPath = (slug: string) => `/blogs/${slug.replace(/\.html$/i, '')}`;

/** About 200 words a minute, the pace of careful reading on a phone; never under a minute. */
export function readingMinutesOf(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}

export const COVER_URL_PATTERN = /^\/api\/files\/covers\/[a-f0-9]{16}\.webp$/;

// Each check's English is a key of the contract's catalogue (contract.blogForm.*), so the
// editor shows it in the admin's language (decision 032); message-keys.test.ts holds them.
export const BlogBodySchema = z.strictObject({
  title: text()
    .trim()
    .min(8, 'Write a title of at least 8 characters')
    .max(BLOG_LIMITS.titleMax, `Keep it under ${BLOG_LIMITS.titleMax} characters`),
  author: text()
    .trim()
    .min(2, 'Name the author')
    .max(BLOG_LIMITS.authorMax, `Keep it under ${BLOG_LIMITS.authorMax} characters`),
  /** Left empty, the server derives it from the title. */
  slug: text()
    .trim()
    .max(BLOG_LIMITS.slugMax, `Keep it under ${BLOG_LIMITS.slugMax} characters`)
    .refine(
      (slug) => slug === '' || BLOG_SLUG_PATTERN.test(slug),
      'Use lowercase letters, digits and single hyphens',
    )
    .default(''),
  metaDescription: text()
    .trim()
    .min(BLOG_LIMITS.metaMin, `Write at least ${BLOG_LIMITS.metaMin} characters for search results`)
    .max(BLOG_LIMITS.metaMax, `Keep it under ${BLOG_LIMITS.metaMax} characters`),
  body: text()
    .trim()
    .min(BLOG_LIMITS.bodyMin, `Write at least ${BLOG_LIMITS.bodyMin} characters`)
    .max(BLOG_LIMITS.bodyMax, 'Keep it under 40,000 characters'),
  topic: BlogTopicSchema,
  /** The jobs the post points readers to; none means the topic's usual search. */
  jobCategory: CategorySchema.nullable().default(null),
  coverImageUrl: text()
    .regex(COVER_URL_PATTERN, 'Upload the cover image again')
    .nullable()
    .default(null),
  published: z.boolean().default(true),
});
export type BlogBody = z.input<typeof BlogBodySchema>;

/** The spec's blog fields, then what the app's own page needs. */
export const BlogSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  createdAt: z.string(),
  metaDescription: z.string(),
  slug: z.string(),
  topic: BlogTopicSchema,
  coverImageUrl: z.string().nullable(),
  readingMinutes: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

export const BlogListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(12),
  cursor: text().max(200).optional(),
  topic: BlogTopicSchema.optional(),
});

export const BlogListResponseSchema = z.object({
  blogs: z.array(BlogSummarySchema),
  nextCursor: z.string().nullable(),
});
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BlogDetailSchema = BlogSummarySchema.extend({
  bodyHtml: z.string(),
  jobCategory: CategorySchema.nullable(),
  updatedAt: z.string(),
});
export type BlogDetail = z.infer<typeof BlogDetailSchema>;

export const BlogDetailResponseSchema = z.object({
  blog: BlogDetailSchema,
  related: z.array(BlogSummarySchema),
});
export type BlogDetailResponse = z.infer<typeof BlogDetailResponseSchema>;

/** An admin's view: the Markdown as written, and whether it is live. */
export const AdminBlogSchema = BlogDetailSchema.extend({
  body: z.string(),
  published: z.boolean(),
});
export type AdminBlog = z.infer<typeof AdminBlogSchema>;

export const AdminBlogListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: text().max(200).optional(),
});

export const AdminBlogListItemSchema = AdminBlogSchema.omit({ body: true, bodyHtml: true });
export type AdminBlogListItem = z.infer<typeof AdminBlogListItemSchema>;

export const AdminBlogListResponseSchema = z.object({
  blogs: z.array(AdminBlogListItemSchema),
  nextCursor: z.string().nullable(),
});
export type AdminBlogListResponse = z.infer<typeof AdminBlogListResponseSchema>;

export const AdminBlogResponseSchema = z.object({ message: z.string(), blog: AdminBlogSchema });
export type AdminBlogResponse = z.infer<typeof AdminBlogResponseSchema>;

export const BlogCoverResponseSchema = z.object({ coverImageUrl: z.string() });
