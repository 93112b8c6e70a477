import { useEffect, useState } from 'react';
import { notificationsApi } from './api';

const REFRESH_MS = 60_000;

/**
 * The signed-in user's unread count: fetched on mount, again when the window regains focus or
 * the tab becomes visible, and every minute while it is visible. A failed refresh keeps the last
 * count; the next one tries again. The setter lets the panel report counts the server returned.
 */
export function useUnreadCount() {
  const [count, setCount] = useState(0);

  useEffect(() => {
    let isFetching = false;
    const refresh = () => {
      // Focus and visibilitychange usually fire together; one request answers both.
      if (isFetching || document.visibilityState === 'hidden') return;
      isFetching = true;
      notificationsApi
        .getUnreadCount()
        .then(({ unreadCount }) => setCount(unreadCount))
        .catch(() => undefined)
        .finally(() => (isFetching = false));
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
  }, []);

  return [count, setCount] as const;
}
