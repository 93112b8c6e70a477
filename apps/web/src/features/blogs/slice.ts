import { createSlice } from '@reduxjs/toolkit';
import { BLOG_MESSAGES, type AdminBlogListItem, type BlogBody } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { blogsApi } from './api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
type Page<T> = { items: T[]; nextCursor: string | null; status: LoadStatus; error: string | null };
const emptyPage = <T>(): Page<T> => ({ items: [], nextCursor: null, status: 'idle', error: null });

// The admin's list; the public pages read their posts through their route loaders (loaders.ts).
export type BlogsState = { admin: Page<AdminBlogListItem> };

export const initialBlogsState: BlogsState = { admin: emptyPage() };

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
