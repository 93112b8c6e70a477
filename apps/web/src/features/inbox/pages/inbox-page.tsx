import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import type { InboxFilter } from '../api';
import { InboxFilters } from '../components/inbox-filters';
import { SubmissionItem } from '../components/submission-item';
import { useInbox } from '../hooks';
import { fetchInbox } from '../slice';

/** /admin/dashboard/inbox: what the public site's forms sent, newest first. */
export function InboxPage() {
  const dispatch = useAppDispatch();
  const { filter, items, nextCursor, loading, error, message } = useInbox();
  const load = (next: InboxFilter) => void dispatch(fetchInbox({ filter: next, cursor: null }));

  useEffect(() => {
    void dispatch(fetchInbox({ filter, cursor: null }));
    // Loads once on arrival; later loads follow the filter controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-indigo-950">Inbox</h1>
        <p className="text-slate-700">
          Contact messages, program applications and enquiries from the public site. Campus
          ambassador applications are approved on{' '}
          <Link
            to="/admin/dashboard/ambassadors"
            className="font-semibold text-indigo-800 underline"
          >
            their own page
          </Link>
          , where approving one starts counting the student's referrals toward a tier.
        </p>
      </div>
      <InboxFilters filter={filter} onChange={load} />
      {message ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {message}
        </p>
      ) : null}
      {error && items.length === 0 ? <Alert>{error}</Alert> : null}
      {loading && items.length === 0 ? <PageLoader /> : null}
      {!loading && !error && items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          Nothing here. New submissions appear as soon as they are sent.
        </p>
      ) : null}
      <ul className="space-y-3">
        {items.map((submission) => (
          <SubmissionItem key={submission._id} submission={submission} />
        ))}
      </ul>
      <LoadMore
        hasMore={nextCursor !== null}
        isLoading={loading && items.length > 0}
        error={items.length > 0 ? error : null}
        onLoadMore={() => void dispatch(fetchInbox({ filter, cursor: nextCursor }))}
      />
    </div>
  );
}
