import type { StipendCheck } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { LoadFailed } from '@/components/ui/load-failed';
import type { LoadedView } from '@/lib/use-loaded-view';
import type { MorePages } from '@/lib/use-more-pages';

type Props = {
  view: LoadedView<{ items: StipendCheck[] }>;
  more: MorePages<StipendCheck> & { loadMore: () => Promise<void> };
  retry: () => void;
  empty: ReactNode;
  children: (check: StipendCheck) => ReactNode;
};

/** A paged list of stipend cards with its loading, failure and empty states. */
export function StipendCheckList({ view, more, retry, empty, children }: Props) {
  if (view.status === 'loading') return <PageLoader />;
  if (view.status === 'failed') return <LoadFailed message={view.message} onRetry={retry} />;
  if (view.data.items.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        {empty}
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {[...view.data.items, ...more.items].map((check) => (
          <li key={check._id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
            {children(check)}
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(more.nextCursor)}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={() => void more.loadMore()}
      />
    </>
  );
}
