import { NavLink } from 'react-router';
import { useAppSelector } from '@/lib/redux-hooks';

/**
 * The envelope beside the bell: the unread messages count, refreshed with the bell's (one call
 * for both), linking to the messages inbox. It lives in the entry chunk, so it stays this small.
 */
export function MessagesLink({ to }: { to: string }) {
  const unread = useAppSelector((state) => state.notifications.unreadMessages);
  return (
    <NavLink
      to={to}
      aria-label={unread ? `Messages, ${unread} unread` : 'Messages'}
      className="relative rounded-lg p-2 text-indigo-950 hover:bg-indigo-50"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        <path strokeWidth="2" strokeLinejoin="round" d="M3 6h18v12H3zm0 0 9 7 9-7" />
      </svg>
      {unread ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white ring-2 ring-white"
        >
          {unread > 9 ? '9+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
