import { createSlice } from '@reduxjs/toolkit';
import {
  STORY_MESSAGES,
  type AdminStory,
  type MyStoriesResponse,
  type StoryBody,
  type StoryDecisionBody,
  type StoryStatus,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { storiesApi } from './api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
type Page<T> = { items: T[]; nextCursor: string | null; status: LoadStatus; error: string | null };

const emptyPage = <T>(): Page<T> => ({ items: [], nextCursor: null, status: 'idle', error: null });

// The public list comes from the /success-stories loader (loaders.ts).
export type StoriesState = {
  admin: Page<AdminStory>;
  mine: MyStoriesResponse | null;
};

export const initialStoriesState: StoriesState = {
  admin: emptyPage(),
  mine: null,
};

export const fetchMyStories = createAppThunk('stories/fetchMine', STORY_MESSAGES.fetch, () =>
  storiesApi.getMine(),
);
export const submitStory = createAppThunk(
  'stories/submit',
  STORY_MESSAGES.submit,
  async (body: StoryBody) => {
    await storiesApi.submit(body);
    return storiesApi.getMine();
  },
);
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
      .addCase(fetchMyStories.fulfilled, (state, { payload }) => {
        state.mine = payload;
      })
      .addCase(submitStory.fulfilled, (state, { payload }) => {
        state.mine = payload;
      })
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
