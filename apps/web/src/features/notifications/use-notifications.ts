import type { Notification } from '@shuruaat/contract';
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { notificationsApi } from './api';

type Page = { items: Notification[]; nextCursor: string | null };
export type NotificationsState = { page: Page | null; isLoading: boolean; error: string | null };

const markItemsRead = (state: NotificationsState, isTarget: (n: Notification) => boolean) =>
  state.page
    ? {
        ...state,
        page: {
          ...state.page,
          items: state.page.items.map((n) => (isTarget(n) ? { ...n, read: true } : n)),
        },
      }
    : state;

/**
 * The panel's list: the first page on mount, more pages by cursor, and marking read. Every
 * count the server returns goes to `onUnreadCount`, so the bell's badge follows at once.
 */
export function useNotifications(onUnreadCount: (count: number) => void) {
  const [state, setState] = useState<NotificationsState>({
    page: null,
    isLoading: true,
    error: null,
  });

  const fetchPage = useCallback(
    async (cursor: string | null) => {
      try {
        const reply = await notificationsApi.findNotifications(cursor);
        setState((current) => {
          const earlier = cursor ? (current.page?.items ?? []) : [];
          const items = [...earlier, ...reply.notifications];
          return { page: { items, nextCursor: reply.nextCursor }, isLoading: false, error: null };
        });
        onUnreadCount(reply.unreadCount);
      } catch (error) {
        setState((current) => ({ ...current, isLoading: false, error: errorText(error) }));
      }
    },
    [onUnreadCount],
  );

  useEffect(() => {
    void fetchPage(null);
  }, [fetchPage]);

  /** Loads the next page, or retries whichever load failed. */
  const loadMore = () => {
    setState((current) => ({ ...current, isLoading: true, error: null }));
    void fetchPage(state.page?.nextCursor ?? null);
  };

  const markRead = (notification: Notification) => {
    if (notification.read) return;
    setState((current) => markItemsRead(current, (n) => n._id === notification._id));
    // The person is already on their way to the link; a failure is left for the next count
    // refresh to show rather than interrupting them.
    notificationsApi
      .markRead([notification._id])
      .then(({ unreadCount }) => onUnreadCount(unreadCount))
      .catch(() => undefined);
  };

  const markAllRead = async () => {
    try {
      const { unreadCount } = await notificationsApi.markRead();
      setState((current) => markItemsRead(current, () => true));
      onUnreadCount(unreadCount);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return { state, loadMore, markRead, markAllRead };
}
