import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogs } from '../db/schema/blogs';
import { createBlog } from '../features/blogs/blogs.service';
import { DEMO_BLOGS } from './demo-blogs';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo posts, written through the blog service as the demo admin, then dated into the past. */
export async function loadDemoBlogs(db: Db, adminId: string): Promise<void> {
  for (const demo of DEMO_BLOGS) {
    const { daysAgo, ...body } = demo;
    const blog = await createBlog(db, adminId, {
      ...body,
      slug: '',
      coverImageUrl: null,
      published: true,
    });
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await db
      .update(blogs)
      .set({ createdAt: at, updatedAt: at, publishedAt: at })
      .where(eq(blogs.id, blog._id));
  }
}
