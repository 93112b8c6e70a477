import type { CandidateApplication } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import type { ApplicationFilter } from '../application-filters';
import { fetchApplications, withdrawApplication } from '../applications-slice';
import { ApplicationItem } from '../components/applications/application-item';
import { StatusFilter } from '../components/applications/status-filter';
import { InlineStatus } from '../components/inline-status';
import { useApplications } from '../hooks';
import { CANDIDATE_MESSAGES } from '../messages';
import { CANDIDATE_PATHS } from '../paths';

export function MyApplicationsPage() {
  const dispatch = useAppDispatch();
  const { items, counts, filter, nextCursor, isFetched, loading, error } = useApplications();
  const [toWithdraw, setToWithdraw] = useState<CandidateApplication | null>(null);
  useEffect(() => {
    void dispatch(fetchApplications({ filter: 'all' }));
  }, [dispatch]);

  const show = (next: ApplicationFilter) => void dispatch(fetchApplications({ filter: next }));

  const loadMore = () => {
    if (nextCursor) void dispatch(fetchApplications({ filter, cursor: nextCursor }));
  };

  async function confirmWithdraw() {
    if (!toWithdraw) return;
    const { jobId, candidateId } = toWithdraw;
    const result = await dispatch(withdrawApplication({ jobId, candidateId }));
    if (withdrawApplication.fulfilled.match(result)) {
      toast.success(result.payload.message || CANDIDATE_MESSAGES.withdrawn);
    } else {
      toast.error(result.payload?.message ?? CANDIDATE_MESSAGES.withdraw);
    }
    setToWithdraw(null);
  }

  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  return (
    <section aria-labelledby="applications-heading" className="space-y-5">
      <h1 id="applications-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        My applications
      </h1>
      {!isFetched || !counts ? (
        <InlineStatus isLoading={loading || !error} error={error} />
      ) : total === 0 ? (
        <NoApplications />
      ) : (
        <>
          <StatusFilter value={filter} counts={counts} onChange={show} />
          <Alert>{loading ? null : error}</Alert>
          {items.length === 0 && !loading ? (
            <p className="text-slate-700">No applications with this status.</p>
          ) : (
            <ul className="space-y-4" aria-busy={loading}>
              {items.map((application) => (
                <li key={application._id}>
                  <ApplicationItem application={application} onWithdraw={setToWithdraw} />
                </li>
              ))}
            </ul>
          )}
          <LoadMore hasMore={Boolean(nextCursor)} isLoading={loading} onLoadMore={loadMore} />
        </>
      )}
      {toWithdraw ? (
        <ConfirmDialog
          title="Withdraw this application?"
          confirmLabel="Withdraw application"
          isBusy={loading}
          onConfirm={() => void confirmWithdraw()}
          onCancel={() => setToWithdraw(null)}
        >
          <p>
            {toWithdraw.job.company.name} will no longer consider you for {toWithdraw.job.title}. A
            withdrawn application cannot be sent again.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function NoApplications() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">You have not applied yet</h2>
      <p className="mt-2 text-slate-700">
        Find an internship or first job and apply: every step will show up here.
      </p>
      <ButtonLink to={CANDIDATE_PATHS.jobs} className="mt-5">
        Browse jobs
      </ButtonLink>
    </div>
  );
}
