import {
  AdminBlogListResponseSchema,
  AdminBlogResponseSchema,
  BlogCoverResponseSchema,
  BlogDetailResponseSchema,
  BlogListResponseSchema,
  type BlogBody,
} from '@shuruaat/contract';
import { z } from 'zod';
import { http, upload } from '@/lib/http';

const page = (cursor: string | null, limit: number) => {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
};
const one = (id: string) => `/api/admins/blogs/${encodeURIComponent(id)}`;

export const blogsApi = {
  listPublished: (cursor: string | null) =>
    http.get(`/api/admins/all-blogs?${page(cursor, 12)}`, { schema: BlogListResponseSchema }),
  getBySlug: (slug: string) =>
    http.get(`/api/admins/all-blogs/${encodeURIComponent(slug)}`, {
      schema: BlogDetailResponseSchema,
    }),
  listForAdmin: (cursor: string | null) =>
    http.get(`/api/admins/blogs?${page(cursor, 50)}`, { schema: AdminBlogListResponseSchema }),
  getForAdmin: (id: string) => http.get(one(id), { schema: AdminBlogResponseSchema }),
  create: (body: BlogBody) =>
    http.post('/api/admins/create-blog', { body, schema: AdminBlogResponseSchema }),
  update: (id: string, body: BlogBody) =>
    http.put(one(id), { body, schema: AdminBlogResponseSchema }),
  unpublish: (id: string) => http.post(`${one(id)}/unpublish`, { schema: AdminBlogResponseSchema }),
  remove: (id: string) => http.delete(one(id), { schema: z.object({ message: z.string() }) }),
  uploadCover: (file: File) => {
    const form = new FormData();
    form.append('cover', file);
    return upload('/api/admins/blogs/cover', form, { schema: BlogCoverResponseSchema });
  },
};
