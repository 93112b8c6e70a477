import type { Submission } from '@shuruaat/contract';
import { useState } from 'react';
import { Link, useFetcher, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useOpeningSearch } from '@/lib/use-opening-search';
import { useLoadedView } from '@/lib/use-loaded-view';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import type { InboxFilter } from '../api';
import { InboxFilters } from '../components/inbox-filters';
import { SubmissionItem } from '../components/submission-item';
import { inboxCatalogue } from '../locales/catalogue';
import {
  findSubmissions,
  inboxAction,
  inboxFilterFrom,
  inboxLoader,
  inboxQuery,
  keepInboxAfterChange,
  type SetHandled,
} from '../loaders';

/**
 * The submissions as the last changes left them. The list is not read again after a change
 * (`keepInboxAfterChange`), so each answer's item replaces its row, on the first page too.
 */
function useChanged(latest: Submission | undefined) {
  const [changed, setChanged] = useState<Record<string, Submission>>({});
  // Kept as it arrives (React's "information from previous renders"), so it counts at once.
  if (latest && changed[latest._id] !== latest) setChanged({ ...changed, [latest._id]: latest });
  return (item: Submission) => (latest?._id === item._id ? latest : (changed[item._id] ?? item));
}

function Submissions({
  filter,
  first,
  updatingId,
  latest,
  setHandled,
}: {
  filter: InboxFilter;
  first: Page<Submission>;
  updatingId: string | null;
  latest: Submission | undefined;
  setHandled: (change: SetHandled) => void;
}) {
  const list = usePagedList(first, (cursor) => findSubmissions(filter, cursor));
  const current = useChanged(latest);
  const t = useT();
  return (
    <>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {t('inbox.empty')}
        </p>
      ) : null}
      <ul className="space-y-3">
        {list.items.map(current).map((submission) => (
          <SubmissionItem
            key={submission._id}
            submission={submission}
            isUpdating={updatingId === submission._id}
            onSetHandled={(handled) => setHandled({ id: submission._id, handled })}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** /admin/dashboard/inbox: what the public site's forms sent, newest first. */
function InboxPage() {
  const { filter, submissions } = useLoaderData<typeof inboxLoader>();
  const { view } = useLoadedView(submissions);
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  // The filter being opened shows as chosen, and its list as loading, until it arrives.
  const opening = useOpeningSearch();
  const shown = opening ? inboxFilterFrom(opening) : filter;

  const fetcher = useFetcher<typeof inboxAction>();
  const isIdle = fetcher.state === 'idle';
  const updatingId = isIdle ? null : ((fetcher.json as SetHandled | undefined)?.id ?? null);
  const answer = isIdle ? fetcher.data : undefined;
  const setHandled = (change: SetHandled) =>
    void fetcher.submit(change, { method: 'post', encType: 'application/json' });
  const t = useT();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-indigo-950">{t('inbox.title')}</h1>
        <p className="text-slate-700">
          {t('inbox.intro')}{' '}
          <Link
            to="/admin/dashboard/ambassadors"
            className="font-semibold text-indigo-800 underline"
          >
            {t('inbox.ambassadorsLink')}
          </Link>
          {t('inbox.ambassadorsAfter')}
        </p>
      </div>
      <InboxFilters filter={shown} onChange={(next) => setParams(inboxQuery(next))} />
      {answer?.ok ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {localizeServerMessage(answer.data.message)}
        </p>
      ) : null}
      {answer && !answer.ok ? <Alert>{localizeServerMessage(answer.failure.message)}</Alert> : null}
      {opening || view.status === 'loading' ? (
        <PageLoader />
      ) : view.status === 'failed' ? (
        <Alert>{localizeServerMessage(view.message)}</Alert>
      ) : (
        <Submissions
          key={search}
          filter={filter}
          first={view.data}
          updatingId={updatingId}
          latest={answer?.ok ? answer.data.submission : undefined}
          setHandled={setHandled}
        />
      )}
    </div>
  );
}

export const inboxRoute = {
  Component: InboxPage,
  loader: inboxLoader,
  action: inboxAction,
  shouldRevalidate: keepInboxAfterChange,
  catalogue: inboxCatalogue,
};
