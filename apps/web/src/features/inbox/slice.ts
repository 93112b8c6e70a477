import { createSlice } from '@reduxjs/toolkit';
import { SUBMISSION_MESSAGES, type Submission } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { inboxApi, type InboxFilter } from './api';

export type InboxState = {
  filter: InboxFilter;
  items: Submission[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
  /** The submission whose handled flag is being changed. */
  updatingId: string | null;
  message: string | null;
  /** The latest load; an older answer (a filter changed meanwhile) is dropped. */
  requestId: string | null;
};

export const initialInboxState: InboxState = {
  filter: { kind: '', handled: 'false' },
  items: [],
  nextCursor: null,
  loading: false,
  error: null,
  updatingId: null,
  message: null,
  requestId: null,
};

/** The first page for a filter, or (`more`) the next page of the current one. */
export const fetchInbox = createAppThunk(
  'inbox/fetch',
  SUBMISSION_MESSAGES.fetchFailed,
  ({ filter, cursor }: { filter: InboxFilter; cursor: string | null }) =>
    inboxApi.list(filter, cursor),
);

export const setHandled = createAppThunk(
  'inbox/setHandled',
  SUBMISSION_MESSAGES.updateFailed,
  ({ id, handled }: { id: string; handled: boolean }) => inboxApi.setHandled(id, handled),
);

/** A signed link to the resume attached to a program application. */
export const openAttachedResume = createAppThunk(
  'inbox/openResume',
  'Failed to open resume',
  async ({ publicId, version }: { publicId: string; version: number }) =>
    (await inboxApi.resumeLink(publicId, version)).url,
);

export const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchInbox.pending, (state, { meta }) => {
        state.loading = true;
        state.error = null;
        state.requestId = meta.requestId;
        if (meta.arg.cursor === null) {
          state.filter = meta.arg.filter;
          state.items = [];
          state.nextCursor = null;
        }
      })
      .addCase(fetchInbox.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return;
        state.loading = false;
        state.items.push(...payload.submissions);
        state.nextCursor = payload.nextCursor;
      })
      .addCase(fetchInbox.rejected, (state, { payload, meta }) => {
        if (meta.requestId !== state.requestId) return;
        state.loading = false;
        state.error = failureMessage(payload, SUBMISSION_MESSAGES.fetchFailed);
      })
      .addCase(setHandled.pending, (state, { meta }) => {
        state.updatingId = meta.arg.id;
        state.error = null;
        state.message = null;
      })
      .addCase(setHandled.fulfilled, (state, { payload }) => {
        state.updatingId = null;
        state.message = payload.message;
        // The item stays where it is until the next load, so the list does not jump under the pointer.
        state.items = state.items.map((item) =>
          item._id === payload.submission._id ? payload.submission : item,
        );
      })
      .addCase(setHandled.rejected, (state, { payload }) => {
        state.updatingId = null;
        state.error = failureMessage(payload, SUBMISSION_MESSAGES.updateFailed);
      });
  },
});
