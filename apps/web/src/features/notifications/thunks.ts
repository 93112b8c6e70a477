import { MESSAGES } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { notificationsApi } from './api';

// The spec names no texts for notifications; a reply without a message says what any other
// unexplained failure says.
const FALLBACK = MESSAGES.somethingWentWrong;

export const fetchUnreadCount = createAppThunk(
  'notifications/fetchUnreadCount',
  FALLBACK,
  () => notificationsApi.getUnreadCount(),
  {
    // Focus and visibilitychange usually fire together; one request answers both.
    condition: (_arg, { getState }) => getState().notifications.countRequestId === null,
  },
);

/** The first page without a cursor, the next one with it. */
export const fetchNotifications = createAppThunk(
  'notifications/fetchNotifications',
  FALLBACK,
  (cursor: string | null) => notificationsApi.findNotifications(cursor),
);

export const markNotificationRead = createAppThunk(
  'notifications/markNotificationRead',
  FALLBACK,
  (id: string) => notificationsApi.markRead([id]),
);

export const markAllNotificationsRead = createAppThunk(
  'notifications/markAllNotificationsRead',
  FALLBACK,
  () => notificationsApi.markRead(),
);
