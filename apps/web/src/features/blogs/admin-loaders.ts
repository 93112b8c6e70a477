import { BLOG_MESSAGES, BlogBodySchema } from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { requestT } from '@/lib/i18n/request-words';
import { loaded, submitted } from '@/lib/route-data';
import { blogsApi } from './api';

/** A page of every post, drafts too, after `cursor` (the first page without one). */
/** A cover uploaded as soon as it is chosen (the editor shows it before the post is saved). */
export const uploadCover = (file: File) => blogsApi.uploadCover(file);

export const findAdminBlogs = (cursor: string | null) =>
  loaded(async () => {
    const { blogs, nextCursor } = await blogsApi.listForAdmin(cursor);
    return { items: blogs, nextCursor };
  }, BLOG_MESSAGES.fetchFailed);

/** /admin/dashboard/blogs: the first page of posts. */
export async function adminBlogsLoader() {
  return { first: await findAdminBlogs(null) };
}

const BlogActionSchema = z.object({
  intent: z.enum(['unpublish', 'delete']),
  id: z.string().min(1),
});
export type BlogAction = z.input<typeof BlogActionSchema>;

/** Unpublish or delete a post from the list; the loader then answers the list afresh. */
export async function adminBlogsAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const action = await submitted(args.request, BlogActionSchema);
  if (!action.ok) return action;
  const { intent, id } = action.data;
  if (intent === 'delete')
    return loaded(async () => {
      await blogsApi.remove(id);
      return { intent, id, message: BLOG_MESSAGES.deleted };
    }, t('blogs-admin.failed.delete'));
  return loaded(async () => {
    await blogsApi.unpublish(id);
    return { intent, id, message: BLOG_MESSAGES.unpublished };
  }, t('blogs-admin.failed.unpublish'));
}

/** /admin/dashboard/blogs/:id/edit: the post to edit; /admin/dashboard/blogs/new has none. */
export async function blogEditorLoader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? null;
  return {
    blog: await loaded(
      async () => (id ? (await blogsApi.getForAdmin(id)).blog : null),
      BLOG_MESSAGES.notFound,
    ),
  };
}

/** "Publish" or "Save as draft": a new post, or the one being edited. */
export async function blogEditorAction({ request, params }: ActionFunctionArgs) {
  const body = await submitted(request, BlogBodySchema);
  if (!body.ok) return body;
  const id = params.id;
  return loaded(
    () => (id ? blogsApi.update(id, body.data) : blogsApi.create(body.data)),
    BLOG_MESSAGES.postFailed,
  );
}
