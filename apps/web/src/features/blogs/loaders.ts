import { BLOG_MESSAGES } from '@shuruaat/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { loaded } from '@/lib/route-data';
import { blogsApi } from './api';

/** /blogs: the first page of published posts. */
export async function blogsPageLoader() {
  return { first: await findPublishedBlogs(null) };
}

/** A page of published posts after `cursor` (the first page without one). */
export const findPublishedBlogs = (cursor: string | null) =>
  loaded(async () => {
    const { blogs, nextCursor } = await blogsApi.listPublished(cursor);
    return { items: blogs, nextCursor };
  }, BLOG_MESSAGES.fetchFailed);

/** /blogs/:slug: the post and its related posts. Old links end in ".html"; the slug does not. */
export async function blogPageLoader({ params }: LoaderFunctionArgs) {
  const slug = (params.slug ?? '').replace(/\.html$/i, '');
  return { post: await loaded(() => blogsApi.getBySlug(slug), BLOG_MESSAGES.fetchFailed) };
}
