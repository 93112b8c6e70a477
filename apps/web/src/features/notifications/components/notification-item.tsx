import type { Notification } from '@shuruaat/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { momentText, timeAgoText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

// Links are paths inside the site; anything else (another origin, "//host", "/\host", which
// browsers read as "//host") is not followed.
const isSitePath = (link: string) => /^\/(?![/\\])/.test(link);

type NotificationItemProps = { notification: Notification; onOpen: () => void };

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const t = useT();
  const { title, body, link, read, createdAt } = notification;
  const id = useId();
  // The title names the link; the body and time describe it, so a screen reader hears the
  // title first and the details after a pause.
  return (
    <li>
      <Link
        to={isSitePath(link) ? link : '/'}
        onClick={onOpen}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body ${id}-time`}
        className={`flex gap-3 px-4 py-3 hover:bg-slate-100 focus-visible:-outline-offset-3 ${read ? '' : 'bg-indigo-50'}`}
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2.5 shrink-0 rounded-full ${read ? '' : 'bg-saffron-500'}`}
        />
        <span className="min-w-0 flex-1">
          <span
            id={`${id}-title`}
            className={`block text-slate-900 ${read ? 'font-medium' : 'font-bold'}`}
          >
            {read ? null : <span className="sr-only">{t('notifications.item.unread')}</span>}{' '}
            {title}
          </span>
          <span id={`${id}-body`} className="mt-0.5 block text-sm text-slate-700">
            {body}
          </span>
          <time
            id={`${id}-time`}
            dateTime={createdAt}
            title={momentText(createdAt)}
            className="mt-1 block text-xs text-slate-600"
          >
            {timeAgoText(createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
