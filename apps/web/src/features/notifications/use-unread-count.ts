import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import { fetchUnreadCount } from './thunks';

const REFRESH_MS = 60_000;

/**
 * The signed-in user's unread count: fetched on mount, again when the window regains focus or
 * the tab becomes visible, and every minute while it is visible. A failed refresh keeps the last
 * count; the next one tries again.
 */
export function useUnreadCount(): number {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'hidden') void dispatch(fetchUnreadCount());
    };
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [dispatch]);
  return useAppSelector((state) => state.notifications.unreadCount);
}
