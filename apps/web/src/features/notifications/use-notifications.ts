import { MESSAGES, type Notification } from '@shuruaat/contract';
import { useEffect } from 'react';
import { failureMessage } from '@/lib/failure';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { closeNotificationList } from './slice';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './thunks';

/**
 * The panel's list: the first page when it opens, more pages by cursor, and marking read. Every
 * count the server returns reaches the bell's badge through the store.
 */
export function useNotifications() {
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => state.notifications.list);

  useEffect(() => {
    void dispatch(fetchNotifications(null));
    return () => {
      dispatch(closeNotificationList());
    };
  }, [dispatch]);

  /** Loads the next page, or retries whichever load failed. */
  const loadMore = () => void dispatch(fetchNotifications(list.page?.nextCursor ?? null));

  // A failure is left for the next count refresh to show rather than interrupting the person.
  const markRead = (notification: Notification) => {
    if (!notification.read) void dispatch(markNotificationRead(notification._id));
  };

  const markAllRead = async () => {
    const result = await dispatch(markAllNotificationsRead());
    if (markAllNotificationsRead.rejected.match(result)) {
      toast.error(failureMessage(result.payload, MESSAGES.somethingWentWrong));
    }
  };

  return { state: list, loadMore, markRead, markAllRead };
}
