import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs, type BlogRow } from '../../db/schema/blogs';
import type { Cursor } from '../../lib/cursor';

export type NewBlog = typeof blogs.$inferInsert;

const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${blogs.createdAt}, ${blogs.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

/** Newest first; `limit + 1` rows so the caller can tell whether another page exists. */
export function findBlogs(
  db: Db,
  filter: { publishedOnly: boolean; topic?: string | undefined; limit: number; cursor?: Cursor },
): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(
      and(
        filter.publishedOnly ? eq(blogs.published, true) : undefined,
        filter.topic ? eq(blogs.topic, filter.topic) : undefined,
        after(filter.cursor),
      ),
    )
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(filter.limit + 1);
}

export async function findBlogById(db: Db, id: string): Promise<BlogRow | undefined> {
  const rows = await db.select().from(blogs).where(eq(blogs.id, id));
  return rows[0];
}

export async function findBlogBySlug(db: Db, slug: string): Promise<BlogRow | undefined> {
  const rows = await db.select().from(blogs).where(eq(blogs.slug, slug));
  return rows[0];
}

/** Other published posts on the same topic first, then the newest of the rest. */
export function findRelated(db: Db, blog: BlogRow, limit: number): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .where(and(eq(blogs.published, true), ne(blogs.id, blog.id)))
    .orderBy(sql`(${blogs.topic} = ${blog.topic}) desc`, desc(blogs.createdAt))
    .limit(limit);
}

export async function slugExists(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.slug, slug), exceptId ? ne(blogs.id, exceptId) : undefined));
  return rows.length > 0;
}

export async function insertBlog(db: Db, row: NewBlog): Promise<BlogRow> {
  const rows = await db.insert(blogs).values(row).returning();
  const saved = rows[0];
  if (!saved) throw new Error('insert returned no row');
  return saved;
}

export async function updateBlog(
  db: Db,
  id: string,
  changes: Partial<NewBlog>,
): Promise<BlogRow | undefined> {
  const rows = await db
    .update(blogs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning();
  return rows[0];
}

export async function deleteBlog(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
  return rows.length > 0;
}

export function findPublishedSlugs(db: Db) {
  return db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.createdAt));
}
