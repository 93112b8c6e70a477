import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loadCatalogue } from '@/lib/i18n/start';
import { useT } from '@/lib/i18n/translate';
import { useAppSelector } from '@/lib/redux-hooks';
import { notificationsCatalogue } from '../locales/catalogue';
import { useUnreadCount } from '../use-unread-count';

// The navbar is in the entry chunk every visitor downloads, so only the bell and its count live
// here; the panel's code and words load when the bell is first pointed at, focused or clicked.
// The bell's own label is the navbar's (app catalogue), which every page has before it renders.
const loadPanel = () =>
  Promise.all([import('./notifications-panel'), loadCatalogue(notificationsCatalogue)]).then(
    ([module]) => module,
  );
const NotificationsPanel = lazy(() =>
  loadPanel().then(
    (module) => ({ default: module.NotificationsPanel }),
    // A failed download would otherwise reach the route's error screen and blank the page.
    () => ({ default: PanelUnavailable }),
  ),
);
const preloadPanel = () => void loadPanel().catch(() => undefined);

type BellProps = { onOpen?: () => void; messagesPath?: string | null };

/**
 * The signed-in user's bell: unread notifications and messages as one badge (the navbar is in
 * the entry chunk, so messages get no icon of their own), the latest notifications on click.
 */
export function NotificationBell({ onOpen, messagesPath = null }: BellProps) {
  const t = useT();
  const unreadCount = useUnreadCount();
  const unreadMessages = useAppSelector((state) => state.notifications.unreadMessages);
  const badge = unreadCount + unreadMessages;
  const location = useLocation();
  const bell = useRef<HTMLButtonElement>(null);
  // Like the mobile menu, the panel belongs to the page it was opened on: following a
  // notification's link closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isOpen = openedAt === location.key;

  const toggle = () => {
    setOpenedAt(isOpen ? null : location.key);
    if (!isOpen) onOpen?.();
  };

  return (
    <div className="relative">
      <button
        ref={bell}
        type="button"
        aria-label={badge ? t('app.bell.labelUnread', { count: badge }) : t('app.bell.label')}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={toggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className="relative rounded-lg p-2 text-indigo-950 hover:bg-indigo-50"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          aria-hidden="true"
        >
          <path
            strokeWidth="2"
            strokeLinejoin="round"
            d="M6 9a6 6 0 0 1 12 0c0 6 2 8 2 8H4s2-2 2-8Zm4 11a2 2 0 0 0 4 0"
          />
        </svg>
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white ring-2 ring-white"
          >
            {badge > 9 ? '9+' : badge}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <NotificationsPanel
            anchor={bell}
            unreadCount={unreadCount}
            messages={messagesPath ? { path: messagesPath, unread: unreadMessages } : null}
            onClose={() => setOpenedAt(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function PanelUnavailable() {
  const t = useT();
  return (
    <p
      role="alert"
      className="absolute top-full right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 text-sm text-red-800 shadow-lg"
    >
      {t('contract.network')}
    </p>
  );
}
