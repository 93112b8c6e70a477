import type { PostedJob } from '@shuruaat/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { failureMessage } from '@/lib/failure';
import { useAppDispatch } from '@/lib/redux-hooks';
import { AdminJobRow } from '../components/admin-job-row';
import { AdminPage, EmptyState } from '../components/admin-page';
import { ADMIN_PATHS } from '../format';
import { useAdmin } from '../hooks';
import { deleteAdminJob, fetchEmployerJobs, setAdminJobStatus } from '../slice';

type Loaded = { jobs: PostedJob[]; nextCursor: string | null };

/** /admin/dashboard/users/:employerId/jobs: one employer's listings, from their user row. */
export function AdminEmployerJobsPage() {
  const { employerId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { busyId } = useAdmin();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const fetchPage = useCallback(
    (cursor: string | null) =>
      dispatch(fetchEmployerJobs({ employerId, cursor })).then((result) => {
        setIsLoading(false);
        if (fetchEmployerJobs.fulfilled.match(result)) {
          const page = result.payload;
          setError(null);
          setLoaded((previous) => ({
            jobs: [...(cursor && previous ? previous.jobs : []), ...page.jobsPosted],
            nextCursor: page.nextCursor,
          }));
        } else setError(failureMessage(result.payload, 'Failed to fetch jobs posted'));
      }),
    [dispatch, employerId],
  );

  useEffect(() => {
    void fetchPage(null);
  }, [fetchPage]);

  function load(cursor: string | null) {
    setIsLoading(true);
    void fetchPage(cursor);
  }

  async function act(action: Promise<unknown>) {
    await action;
    load(null);
  }

  const jobs = loaded?.jobs ?? [];
  return (
    <AdminPage
      title="Jobs of this employer"
      intro={
        <>
          Every listing the employer has posted.{' '}
          <Link to={ADMIN_PATHS.users} className="font-semibold text-indigo-800 underline">
            Back to users
          </Link>
        </>
      }
    >
      {error && jobs.length === 0 ? <Alert>{error}</Alert> : null}
      {isLoading && !loaded ? <PageLoader /> : null}
      {loaded && jobs.length === 0 ? (
        <EmptyState>This employer has posted no jobs yet.</EmptyState>
      ) : null}
      <ul className="space-y-3">
        {jobs.map((job) => (
          <AdminJobRow
            key={job._id}
            job={job}
            isBusy={busyId === job._id}
            onStatus={(status) => void act(dispatch(setAdminJobStatus({ id: job._id, status })))}
            onDelete={() => void act(dispatch(deleteAdminJob({ id: job._id })))}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(loaded?.nextCursor)}
        isLoading={isLoading && jobs.length > 0}
        error={jobs.length > 0 ? error : null}
        onLoadMore={() => load(loaded?.nextCursor ?? null)}
      />
    </AdminPage>
  );
}
