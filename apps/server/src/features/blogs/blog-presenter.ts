import {
  BlogTopicSchema,
  CategorySchema,
  readingMinutesOf,
  type AdminBlog,
  type AdminBlogListItem,
  type BlogDetail,
  type BlogSummary,
} from '@shuruaat/contract';
import type { BlogRow } from '../../db/schema/blogs';
import { markdownToSafeHtml } from '../../lib/markdown';

export const COVER_ROUTE = '/api/files/';

export const coverUrl = (row: Pick<BlogRow, 'coverKey'>) =>
  row.coverKey ? `${COVER_ROUTE}${row.coverKey}` : null;

export const toBlogSummary = (row: BlogRow): BlogSummary => ({
  _id: row.id,
  title: row.title,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
  metaDescription: row.metaDescription,
  slug: row.slug,
  topic: BlogTopicSchema.catch('career-guidance').parse(row.topic),
  coverImageUrl: coverUrl(row),
  readingMinutes: readingMinutesOf(row.body),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

export const toBlogDetail = (row: BlogRow): BlogDetail => ({
  ...toBlogSummary(row),
  bodyHtml: markdownToSafeHtml(row.body),
  jobCategory: CategorySchema.nullable().catch(null).parse(row.jobCategory),
  updatedAt: row.updatedAt.toISOString(),
});

export const toAdminBlog = (row: BlogRow): AdminBlog => ({
  ...toBlogDetail(row),
  body: row.body,
  published: row.published,
});

export const toAdminBlogRow = (row: BlogRow): AdminBlogListItem => ({
  ...toBlogSummary(row),
  jobCategory: CategorySchema.nullable().catch(null).parse(row.jobCategory),
  updatedAt: row.updatedAt.toISOString(),
  published: row.published,
});
