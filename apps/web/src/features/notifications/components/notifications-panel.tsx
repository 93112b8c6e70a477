import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { keepFocusInside } from '@/lib/focus-trap';
import { useT } from '@/lib/i18n/translate';
import { useNotifications } from '../use-notifications';
import { NotificationList } from './notification-list';
import { CloseButton } from '@/components/ui/close-button';

export type NotificationsPanelProps = {
  /** The bell: clicks on it are its own, and focus goes back to it on close. */
  anchor: RefObject<HTMLButtonElement | null>;
  unreadCount: number;
  /** Where the user's messages are, and how many are unread; null for admins. */
  messages: { path: string; unread: number } | null;
  onClose: () => void;
};

/**
 * The latest notifications under the bell: a popover on wide screens, full width under the bar
 * on phones. Tab stays inside; Escape, the close button and a click outside close it.
 */
export function NotificationsPanel(props: NotificationsPanelProps) {
  const { anchor, unreadCount, messages, onClose } = props;
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { state, loadMore, markRead, markAllRead } = useNotifications();
  const dismiss = () => {
    onClose();
    anchor.current?.focus();
  };

  useEffect(() => closeButton.current?.focus(), []);
  useClickOutside(panel, anchor, onClose);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      dismiss();
    } else if (event.key === 'Tab') {
      keepFocusInside(event, panel.current);
    }
  }

  return (
    <>
      {/* On phones the page below dims, so the full-width panel reads as on top of it. A tap
          there is a click outside. The bar's blur makes it the box that fixed children are
          placed in, so the height is the screen's rather than bottom-0. */}
      <div
        aria-hidden="true"
        className="fixed inset-x-0 top-16 z-40 h-dvh bg-slate-950/40 md:hidden"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="fixed inset-x-0 top-16 z-50 flex max-h-[calc(100dvh-4rem)] flex-col border-y border-slate-200 bg-white shadow-xl outline-none md:absolute md:inset-x-auto md:top-full md:right-0 md:mt-2 md:max-h-[70vh] md:w-96 md:rounded-xl md:border"
      >
        <div className="flex items-center gap-2 border-b border-slate-200 py-2 pr-2 pl-4">
          <h2 id={titleId} className="flex-1 text-base font-bold text-slate-900">
            {t('notifications.panel.title')}
          </h2>
          <button
            type="button"
            onClick={() => void markAllRead()}
            disabled={unreadCount === 0}
            className="rounded-md px-2 py-1.5 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
          >
            {t('notifications.panel.markAll')}
          </button>
          <CloseButton ref={closeButton} label={t('notifications.panel.close')} onClick={dismiss} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
          <NotificationList state={state} onLoadMore={loadMore} onOpen={markRead} />
        </div>
        {messages ? (
          <Link
            to={messages.path}
            className="flex items-center justify-between border-t border-slate-200 px-4 py-3 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
          >
            {t('notifications.panel.messages')}
            <span className={messages.unread ? 'text-red-800' : 'font-normal text-slate-600'}>
              {messages.unread
                ? t('notifications.panel.unreadMessages', { count: messages.unread })
                : t('notifications.panel.openInbox')}
            </span>
          </Link>
        ) : null}
      </div>
    </>
  );
}

/**
 * Closes on a click anywhere but the panel and the bell. A click on another control keeps the
 * focus it gave that control; a click on nothing in particular hands focus back to the bell.
 */
function useClickOutside(
  panel: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  onClose: () => void,
) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose();
      if (document.activeElement === document.body) anchor.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [panel, anchor, onClose]);
}
