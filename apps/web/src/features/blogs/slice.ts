import { createSlice } from '@reduxjs/toolkit';
import {
  BLOG_MESSAGES,
  type AdminBlogListItem,
  type BlogBody,
  type BlogDetailResponse,
  type BlogSummary,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import type { Failure } from '@/lib/failure';
import { blogsApi } from './api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
type Page<T> = { items: T[]; nextCursor: string | null; status: LoadStatus; error: string | null };
const emptyPage = <T>(): Page<T> => ({ items: [], nextCursor: null, status: 'idle', error: null });

export type BlogsState = {
  published: Page<BlogSummary>;
  post: {
    slug: string;
    data: BlogDetailResponse | null;
    status: LoadStatus;
    error: Failure | null;
  };
  admin: Page<AdminBlogListItem>;
};

export const initialBlogsState: BlogsState = {
  published: emptyPage(),
  post: { slug: '', data: null, status: 'idle', error: null },
  admin: emptyPage(),
};

export const fetchPublishedBlogs = createAppThunk(
  'blogs/fetchPublished',
  BLOG_MESSAGES.fetchFailed,
  (cursor: string | null) => blogsApi.listPublished(cursor),
);
export const fetchBlog = createAppThunk(
  'blogs/fetchOne',
  BLOG_MESSAGES.fetchFailed,
  (slug: string) => blogsApi.getBySlug(slug),
);
export const fetchAdminBlogs = createAppThunk(
  'blogs/fetchAdmin',
  BLOG_MESSAGES.fetchFailed,
  (cursor: string | null) => blogsApi.listForAdmin(cursor),
);
export const fetchBlogForEditing = createAppThunk(
  'blogs/fetchForEditing',
  BLOG_MESSAGES.notFound,
  async (id: string) => (await blogsApi.getForAdmin(id)).blog,
);
export const saveBlog = createAppThunk(
  'blogs/save',
  BLOG_MESSAGES.postFailed,
  ({ id, body }: { id: string | null; body: BlogBody }) =>
    id ? blogsApi.update(id, body) : blogsApi.create(body),
);
export const unpublishBlog = createAppThunk(
  'blogs/unpublish',
  'Failed to unpublish blog',
  (id: string) => blogsApi.unpublish(id),
);
export const deleteBlog = createAppThunk(
  'blogs/delete',
  'Failed to delete blog',
  async (id: string) => {
    await blogsApi.remove(id);
    return id;
  },
);

export const blogsSlice = createSlice({
  name: 'blogs',
  initialState: initialBlogsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPublishedBlogs.pending, (state) => {
        state.published.status = 'loading';
        state.published.error = null;
      })
      .addCase(fetchPublishedBlogs.fulfilled, (state, { payload, meta }) => {
        const items = meta.arg ? [...state.published.items, ...payload.blogs] : payload.blogs;
        state.published = { items, nextCursor: payload.nextCursor, status: 'ready', error: null };
      })
      .addCase(fetchPublishedBlogs.rejected, (state, { payload }) => {
        state.published.status = 'failed';
        state.published.error = failureMessage(payload, BLOG_MESSAGES.fetchFailed);
      })
      .addCase(fetchBlog.pending, (state, { meta }) => {
        state.post = { slug: meta.arg, data: null, status: 'loading', error: null };
      })
      .addCase(fetchBlog.fulfilled, (state, { payload, meta }) => {
        state.post = { slug: meta.arg, data: payload, status: 'ready', error: null };
      })
      .addCase(fetchBlog.rejected, (state, { payload, meta }) => {
        state.post = { slug: meta.arg, data: null, status: 'failed', error: payload ?? null };
      })
      .addCase(fetchAdminBlogs.pending, (state) => {
        state.admin.status = 'loading';
        state.admin.error = null;
      })
      .addCase(fetchAdminBlogs.fulfilled, (state, { payload, meta }) => {
        const items = meta.arg ? [...state.admin.items, ...payload.blogs] : payload.blogs;
        state.admin = { items, nextCursor: payload.nextCursor, status: 'ready', error: null };
      })
      .addCase(fetchAdminBlogs.rejected, (state, { payload }) => {
        state.admin.status = 'failed';
        state.admin.error = failureMessage(payload, BLOG_MESSAGES.fetchFailed);
      })
      .addCase(unpublishBlog.fulfilled, (state, { payload }) => {
        const row = state.admin.items.find((item) => item._id === payload.blog._id);
        if (row) row.published = false;
      })
      .addCase(deleteBlog.fulfilled, (state, { payload }) => {
        state.admin.items = state.admin.items.filter((item) => item._id !== payload);
      });
  },
});
