import type { Job, JobStatus, PostedJob } from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { listingState } from '@/lib/job-format';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { DeleteJobDialog } from '../components/delete-job-dialog';
import { PostedJobCard } from '../components/posted-job-card';
import { StatusFilter, type StatusFilterValue } from '../components/status-filter';
import { countByState, newestFirst } from '../job-counts';
import { findMoreJobsPosted, myJobsAction, myJobsLoader } from '../posted-job-loaders';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { useActionCall } from '@/lib/use-action-call';
import { jobsCatalogue } from '../locales/catalogue';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';

/** /employer/dashboard/jobs: every listing, filtered by state, with its status moves. */
function MyJobsPage() {
  const t = useT();
  const { view, retry } = useLoadedView(useLoaderData<typeof myJobsLoader>().jobs);
  return (
    <section aria-labelledby="my-jobs-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="my-jobs-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('jobs.mine.heading')}
        </h1>
        <ButtonLink to={EMPLOYER_PATHS.postJob}>{t('jobs.mine.postAJob')}</ButtonLink>
      </div>
      {view.status === 'ready' ? (
        <JobList first={view.data.jobsPosted} firstCursor={view.data.nextCursor} />
      ) : view.status === 'failed' ? (
        <LoadFailed message={view.message} onRetry={retry} />
      ) : (
        <PageLoader />
      )}
    </section>
  );
}

export const myJobsRoute = {
  Component: MyJobsPage,
  loader: myJobsLoader,
  action: myJobsAction,
  // The listing cards' and the page's words.
  catalogue: jobsCatalogue,
};

type JobListProps = { first: PostedJob[]; firstCursor: string | null };

function JobList({ first, firstCursor }: JobListProps) {
  const t = useT();
  const more = useMorePages(firstCursor, findMoreJobsPosted);
  const change = useActionCall<typeof myJobsAction>();
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const [toDelete, setToDelete] = useState<PostedJob | null>(null);
  const [toClose, setToClose] = useState<PostedJob | null>(null);
  // The loader reads the first page again after each change; the pages added below it are
  // brought up to date here.
  const [changed, setChanged] = useState<Record<string, Job>>({});
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());

  async function move(job: PostedJob, status: JobStatus) {
    // Closing answers everyone still waiting as not selected: never on one stray click.
    if (status === 'closed' && waitingOn(job) > 0 && toClose?._id !== job._id)
      return setToClose(job);
    setToClose(null);
    const answer = await change.call({ intent: 'status', jobId: job._id, status });
    if (!answer.ok) return toast.error(answer.failure.message);
    if ('job' in answer.data) {
      const saved = answer.data.job;
      setChanged((current) => ({ ...current, [saved._id]: saved }));
    }
    toast.success(localizeServerMessage(answer.data.message));
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const jobId = toDelete._id;
    const answer = await change.call({ intent: 'delete', jobId });
    if (answer.ok) {
      setDeleted((current) => new Set(current).add(jobId));
      toast.success(localizeServerMessage(answer.data.message));
    } else toast.error(answer.failure.message);
    setToDelete(null);
  }

  const jobsPosted = [...first, ...more.items]
    .filter((job) => !deleted.has(job._id))
    .map((job) => {
      const saved = changed[job._id];
      // A job fresh from the server keeps the applicant counts the list already knew.
      return saved ? { ...job, ...saved } : job;
    });
  if (jobsPosted.length === 0 && !more.nextCursor) return <EmptyJobs />;
  const counts = countByState(jobsPosted);
  const shown = newestFirst(jobsPosted).filter(
    (job) => filter === 'all' || listingState(job) === filter,
  );
  const isBusy = change.isBusy || more.isLoading;
  return (
    <>
      <StatusFilter value={filter} counts={counts} onChange={setFilter} />
      <ul className="space-y-4">
        {shown.map((job) => (
          <li key={job._id}>
            <PostedJobCard
              job={job}
              isBusy={isBusy}
              onMove={(target, status) => void move(target, status)}
              onDelete={setToDelete}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(more.nextCursor)}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={() => void more.loadMore()}
      />
      {toClose ? (
        <ConfirmDialog
          title={t('jobs.mine.closeTitle', { title: toClose.title })}
          confirmLabel={t('jobs.mine.closeConfirm')}
          isBusy={change.isBusy}
          onConfirm={() => void move(toClose, 'closed')}
          onCancel={() => setToClose(null)}
        >
          <p>{t('jobs.mine.closeBody', { count: waitingOn(toClose) })}</p>
        </ConfirmDialog>
      ) : null}
      {toDelete ? (
        <DeleteJobDialog
          job={toDelete}
          isBusy={change.isBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      ) : null}
    </>
  );
}

/** Applicants a closing would answer: those not yet hired, rejected or gone. */
const waitingOn = ({ applicantCounts: c }: PostedJob) => c.applied + c.shortlisted + c.interview;

function EmptyJobs() {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('jobs.mine.emptyTitle')}</h2>
      <p className="mt-2 text-slate-700">{t('jobs.mine.emptyBody')}</p>
      <ButtonLink to={EMPLOYER_PATHS.postJob} className="mt-5">
        {t('jobs.mine.postFirst')}
      </ButtonLink>
    </div>
  );
}
