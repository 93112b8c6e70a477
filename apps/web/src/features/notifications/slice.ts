import { createSlice, isFulfilled } from '@reduxjs/toolkit';
import { MESSAGES, type Notification } from '@shuruaat/contract';
import { failureMessage } from '@/lib/failure';
import {
  fetchNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from './thunks';

type Page = { items: Notification[]; nextCursor: string | null };

/** The panel's list. It reads as loading until its first answer, so it never flashes empty. */
export type NotificationListState = { page: Page | null; isLoading: boolean; error: string | null };

export type NotificationsState = {
  /** The bell's badge; a failed refresh keeps the last count. */
  unreadCount: number;
  /** Unread messages, which arrive with the bell's count (one call for both badges). */
  unreadMessages: number;
  /** The count request on its way, if any; an answer to any other is dropped. */
  countRequestId: string | null;
  list: NotificationListState;
  listRequestId: string | null;
};

const closedList: NotificationListState = { page: null, isLoading: true, error: null };

export const initialNotificationsState: NotificationsState = {
  unreadCount: 0,
  unreadMessages: 0,
  countRequestId: null,
  list: closedList,
  listRequestId: null,
};

const markItemsRead = (list: NotificationListState, isTarget: (n: Notification) => boolean) => {
  for (const item of list.page?.items ?? []) if (isTarget(item)) item.read = true;
};

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** Another account signed in, or none: nothing of the previous one's may show. */
    clearNotifications: () => initialNotificationsState,
    /** The panel closed; it loads afresh when opened again. */
    closeNotificationList: (state) => {
      state.list = closedList;
      state.listRequestId = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUnreadCount.pending, (state, { meta }) => {
        state.countRequestId = meta.requestId;
      })
      .addCase(fetchUnreadCount.fulfilled, (state, { payload, meta }) => {
        if (state.countRequestId !== meta.requestId) return;
        state.countRequestId = null;
        state.unreadCount = payload.unreadCount;
        state.unreadMessages = payload.unreadMessages ?? 0;
      })
      .addCase(fetchUnreadCount.rejected, (state, { meta }) => {
        if (state.countRequestId === meta.requestId) state.countRequestId = null;
      })
      .addCase(fetchNotifications.pending, (state, { meta }) => {
        state.listRequestId = meta.requestId;
        state.list.isLoading = true;
        state.list.error = null;
      })
      .addCase(fetchNotifications.fulfilled, (state, { payload, meta }) => {
        if (state.listRequestId !== meta.requestId) return;
        const earlier = meta.arg ? (state.list.page?.items ?? []) : [];
        const items = [...earlier, ...payload.notifications];
        state.list = {
          page: { items, nextCursor: payload.nextCursor },
          isLoading: false,
          error: null,
        };
        state.unreadCount = payload.unreadCount;
      })
      .addCase(fetchNotifications.rejected, (state, { payload, meta }) => {
        if (state.listRequestId !== meta.requestId) return;
        state.list.isLoading = false;
        state.list.error = failureMessage(payload, MESSAGES.somethingWentWrong);
      })
      // Marked read at once: the person is already on their way to the link.
      .addCase(markNotificationRead.pending, (state, { meta }) => {
        markItemsRead(state.list, (n) => n._id === meta.arg);
      })
      .addCase(markAllNotificationsRead.fulfilled, (state) => {
        markItemsRead(state.list, () => true);
      })
      // Every count the server returns goes to the badge, so it follows at once.
      .addMatcher(isFulfilled(markNotificationRead, markAllNotificationsRead), (state, action) => {
        state.unreadCount = action.payload.unreadCount;
      });
  },
});

export const { clearNotifications, closeNotificationList } = notificationsSlice.actions;
