import { createSlice } from '@reduxjs/toolkit';
import {
  STORY_MESSAGES,
  type AdminStory,
  type StoryDecisionBody,
  type StoryStatus,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { storiesApi } from './api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
type Page<T> = { items: T[]; nextCursor: string | null; status: LoadStatus; error: string | null };

const emptyPage = <T>(): Page<T> => ({ items: [], nextCursor: null, status: 'idle', error: null });

// The public list and a candidate's own stories come from the /success-stories loader
// (loaders.ts); the admin's review list, which a decision updates in place, is kept here.
export type StoriesState = {
  admin: Page<AdminStory>;
};

export const initialStoriesState: StoriesState = {
  admin: emptyPage(),
};

export const fetchAdminStories = createAppThunk(
  'stories/fetchAdmin',
  STORY_MESSAGES.fetch,
  ({ status, cursor }: { status?: StoryStatus | undefined; cursor: string | null }) =>
    storiesApi.listForAdmin(status, cursor),
);
export const decideStory = createAppThunk(
  'stories/decide',
  STORY_MESSAGES.decide,
  async ({ id, body }: { id: string; body: StoryDecisionBody }) =>
    (await storiesApi.decide(id, body)).story,
);

export const storiesSlice = createSlice({
  name: 'stories',
  initialState: initialStoriesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchAdminStories.pending, (state) => {
        state.admin.status = 'loading';
        state.admin.error = null;
      })
      .addCase(fetchAdminStories.fulfilled, (state, { payload, meta }) => {
        const items = meta.arg.cursor ? [...state.admin.items, ...payload.items] : payload.items;
        state.admin = { items, nextCursor: payload.nextCursor, status: 'ready', error: null };
      })
      .addCase(fetchAdminStories.rejected, (state, { payload }) => {
        state.admin.status = 'failed';
        state.admin.error = failureMessage(payload, STORY_MESSAGES.fetch);
      })
      .addCase(decideStory.fulfilled, (state, { payload }) => {
        const at = state.admin.items.findIndex((s) => s._id === payload._id);
        if (at >= 0) state.admin.items[at] = payload;
      });
  },
});
