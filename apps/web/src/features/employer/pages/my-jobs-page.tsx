import type { JobStatus, PostedJob } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { toast } from '@/lib/toast';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { PostedJobCard } from '../components/posted-job-card';
import { StatusFilter, type StatusFilterValue } from '../components/status-filter';
import { useEmployer } from '../hooks';
import { countByState, newestFirst } from '../job-counts';
import { listingState } from '@/lib/job-format';
import { EMPLOYER_FALLBACKS } from '../messages';
import { EMPLOYER_PATHS } from '../paths';
import { deleteJob, fetchJobsPosted, updateJobStatus } from '../thunks';

export function MyJobsPage() {
  const dispatch = useAppDispatch();
  const { jobsPosted, nextCursor, isJobsPostedFetched, loading, error } = useEmployer();
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const [toDelete, setToDelete] = useState<PostedJob | null>(null);
  useEffect(() => {
    void dispatch(fetchJobsPosted());
  }, [dispatch]);

  const loadMore = () => {
    if (nextCursor) void dispatch(fetchJobsPosted({ cursor: nextCursor }));
  };

  async function move(job: PostedJob, status: JobStatus) {
    const result = await dispatch(updateJobStatus({ jobId: job._id, status }));
    if (updateJobStatus.fulfilled.match(result)) toast.success(result.payload.message);
    else toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.setJobStatus);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const result = await dispatch(deleteJob(toDelete._id));
    if (deleteJob.fulfilled.match(result)) toast.success(result.payload.message);
    else toast.error(result.payload?.message ?? EMPLOYER_FALLBACKS.deleteJob);
    setToDelete(null);
  }

  const counts = countByState(jobsPosted);
  const shown = newestFirst(jobsPosted).filter(
    (job) => filter === 'all' || listingState(job) === filter,
  );
  return (
    <section aria-labelledby="my-jobs-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-jobs-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          My jobs
        </h1>
        <ButtonLink to={EMPLOYER_PATHS.postJob}>Post a job</ButtonLink>
      </div>
      {!isJobsPostedFetched ? (
        loading ? (
          <PageLoader />
        ) : (
          <Alert>{error}</Alert>
        )
      ) : jobsPosted.length === 0 ? (
        <EmptyJobs />
      ) : (
        <>
          <StatusFilter value={filter} counts={counts} onChange={setFilter} />
          <ul className="space-y-4">
            {shown.map((job) => (
              <li key={job._id}>
                <PostedJobCard
                  job={job}
                  isBusy={loading}
                  onMove={(target, status) => void move(target, status)}
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={Boolean(nextCursor)} isLoading={loading} onLoadMore={loadMore} />
        </>
      )}
      {toDelete ? (
        <DeleteJobDialog
          job={toDelete}
          isBusy={loading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </section>
  );
}

function EmptyJobs() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">No jobs posted yet</h2>
      <p className="mt-2 text-slate-700">
        Post an internship or a first job and freshers across India can apply.
      </p>
      <ButtonLink to={EMPLOYER_PATHS.postJob} className="mt-5">
        Post your first job
      </ButtonLink>
    </div>
  );
}
