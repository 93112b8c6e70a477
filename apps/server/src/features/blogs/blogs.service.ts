import {
  BLOG_MESSAGES,
  COVER_URL_PATTERN,
  slugifyTitle,
  type AdminBlog,
  type AdminBlogListResponse,
  type BlogBody,
  type BlogBodySchema,
  type BlogDetailResponse,
  type BlogListResponse,
  type BlogTopic,
} from '@shuruaat/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { BlogRow } from '../../db/schema/blogs';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import type { FileStorage } from '../../storage/file-storage';
import { recordAdminAction } from '../audit/audit.service';
import { processCover } from './blog-cover';
import {
  COVER_ROUTE,
  toAdminBlog,
  toAdminBlogRow,
  toBlogDetail,
  toBlogSummary,
} from './blog-presenter';
import * as repo from './blogs.repository';

type Page = { limit: number; cursor?: string | undefined };
type ParsedBody = z.output<typeof BlogBodySchema>;
export type { BlogBody };

async function page(db: Db, filter: { publishedOnly: boolean; topic?: BlogTopic }, p: Page) {
  const rows = await repo.findBlogs(db, {
    ...filter,
    limit: p.limit,
    cursor: decodeCursor(p.cursor),
  });
  return pageOf(rows, p.limit);
}

/** GET /api/admins/all-blogs: published posts only, newest first. */
export async function listPublished(
  db: Db,
  query: Page & { topic?: BlogTopic | undefined },
): Promise<BlogListResponse> {
  const topic = query.topic ? { topic: query.topic } : {};
  const { rows, nextCursor } = await page(db, { publishedOnly: true, ...topic }, query);
  return { blogs: rows.map(toBlogSummary), nextCursor };
}

/** A published post by its address; ".html" from the old site's links is ignored. */
export async function getPublishedBySlug(db: Db, slug: string): Promise<BlogDetailResponse> {
  const row = await repo.findBlogBySlug(db, slug.replace(/\.html$/i, ''));
  if (!row?.published) throw notFound(BLOG_MESSAGES.notFound);
  const related = await repo.findRelated(db, row, 3);
  return { blog: toBlogDetail(row), related: related.map(toBlogSummary) };
}

export async function listForAdmin(db: Db, query: Page): Promise<AdminBlogListResponse> {
  const { rows, nextCursor } = await page(db, { publishedOnly: false }, query);
  return { blogs: rows.map(toAdminBlogRow), nextCursor };
}

export async function getForAdmin(db: Db, id: string): Promise<AdminBlog> {
  return toAdminBlog(await existing(db, id));
}

async function existing(db: Db, id: string): Promise<BlogRow> {
  const row = isUuid(id) ? await repo.findBlogById(db, id) : undefined;
  if (!row) throw notFound(BLOG_MESSAGES.notFound);
  return row;
}

async function freeSlug(tx: Tx, body: ParsedBody, exceptId?: string): Promise<string> {
  const slug = body.slug || slugifyTitle(body.title);
  if (!slug) {
    throw new AppError('VALIDATION', 'Write a slug using letters or digits', [
      { path: 'slug', message: 'Required' },
    ]);
  }
  if (await repo.slugExists(tx, slug, exceptId)) {
    throw new AppError('CONFLICT', BLOG_MESSAGES.slugTaken, [{ path: 'slug', message: 'Taken' }]);
  }
  return slug;
}

const coverKey = (url: string | null) =>
  url && COVER_URL_PATTERN.test(url) ? url.slice(COVER_ROUTE.length) : null;

function columns(body: ParsedBody, slug: string) {
  return {
    slug,
    title: body.title,
    author: body.author,
    metaDescription: body.metaDescription,
    body: body.body,
    topic: body.topic,
    jobCategory: body.jobCategory,
    coverKey: coverKey(body.coverImageUrl),
    published: body.published,
  };
}

// The audit row keeps what a reader saw, not the whole Markdown, which can run to 40,000 characters.
const audited = (row: BlogRow) => ({
  slug: row.slug,
  title: row.title,
  author: row.author,
  topic: row.topic,
  published: row.published,
});

export async function createBlog(db: Db, actorId: string, body: ParsedBody): Promise<AdminBlog> {
  return withTransaction(db, async (tx) => {
    const slug = await freeSlug(tx, body);
    const row = await repo.insertBlog(tx, {
      ...columns(body, slug),
      publishedAt: body.published ? new Date() : null,
      createdBy: actorId,
    });
    await recordAdminAction(tx, {
      actorId,
      action: row.published ? 'blog.publish' : 'blog.edit',
      targetType: 'blog',
      targetId: row.id,
      before: null,
      after: audited(row),
    });
    return toAdminBlog(row);
  });
}

function actionFor(before: BlogRow, after: BlogRow) {
  if (!before.published && after.published) return 'blog.publish';
  if (before.published && !after.published) return 'blog.unpublish';
  return 'blog.edit';
}

export async function updateBlog(
  db: Db,
  actorId: string,
  id: string,
  body: ParsedBody,
): Promise<AdminBlog> {
  return withTransaction(db, async (tx) => {
    const before = await existing(tx, id);
    const slug = await freeSlug(tx, body, id);
    const firstPublish = body.published && !before.publishedAt;
    const row = await repo.updateBlog(tx, id, {
      ...columns(body, slug),
      ...(firstPublish ? { publishedAt: new Date() } : {}),
    });
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    await recordAdminAction(tx, {
      actorId,
      action: actionFor(before, row),
      targetType: 'blog',
      targetId: id,
      before: audited(before),
      after: audited(row),
    });
    return toAdminBlog(row);
  });
}

export async function unpublishBlog(db: Db, actorId: string, id: string): Promise<AdminBlog> {
  return withTransaction(db, async (tx) => {
    const before = await existing(tx, id);
    const row = await repo.updateBlog(tx, id, { published: false });
    if (!row) throw notFound(BLOG_MESSAGES.notFound);
    await recordAdminAction(tx, {
      actorId,
      action: 'blog.unpublish',
      targetType: 'blog',
      targetId: id,
      before: audited(before),
      after: audited(row),
    });
    return toAdminBlog(row);
  });
}

export async function deleteBlog(db: Db, actorId: string, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await existing(tx, id);
    await repo.deleteBlog(tx, id);
    await recordAdminAction(tx, {
      actorId,
      action: 'blog.delete',
      targetType: 'blog',
      targetId: id,
      before: audited(before),
      after: null,
    });
  });
}

/** The cover is stored before any post names it; an unused file costs only disk. */
export async function uploadCover(storage: FileStorage, upload: Buffer): Promise<string> {
  const { data, hash } = await processCover(upload);
  const key = `covers/${hash}.webp`;
  await storage.put(key, data);
  return `${COVER_ROUTE}${key}`;
}

export async function findSitemapSlugs(db: Db) {
  return repo.findPublishedSlugs(db);
}
