import type { Notification } from '@shuruaat/contract';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { NotificationListState } from '../slice';
import { NotificationItem } from './notification-item';

type NotificationListProps = {
  state: NotificationListState;
  onLoadMore: () => void;
  onOpen: (notification: Notification) => void;
};

/** The panel's body: loading, a failed first load, nothing yet, or the list with Load more. */
export function NotificationList({ state, onLoadMore, onOpen }: NotificationListProps) {
  const t = useT();
  const { page, isLoading, error } = state;
  if (!page && isLoading) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-10 text-indigo-900">
        <Spinner className="size-5" />
        <span className="text-sm font-medium">{t('contract.loading')}</span>
      </div>
    );
  }
  if (!page) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-sm font-medium text-red-800">
          {error ? localizeServerMessage(error) : null}
        </p>
        <Button variant="outline" size="sm" onClick={onLoadMore}>
          {t('components.tryAgain')}
        </Button>
      </div>
    );
  }
  if (page.items.length === 0) {
    return (
      <p className="px-4 py-10 text-center text-sm text-slate-600">
        {t('notifications.list.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {page.items.map((notification) => (
          <NotificationItem
            key={notification._id}
            notification={notification}
            onOpen={() => onOpen(notification)}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(page.nextCursor)}
        isLoading={isLoading}
        error={error}
        onLoadMore={onLoadMore}
        variant="ghost"
        size="sm"
        isCentered
        className="border-t border-slate-200 p-3"
      />
    </>
  );
}
