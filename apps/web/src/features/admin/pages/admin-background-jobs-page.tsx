import { MESSAGES, type BackgroundJob, type BackgroundJobRun } from '@shuruaat/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { momentText } from '@/lib/format';
import { backgroundJobsLoader } from '../loaders';

const every = (ms: number) => {
  if (ms === 0) return 'Only when asked';
  if (ms < 60_000) return `Every ${ms / 1000} s`;
  if (ms < 3_600_000) return `Every ${Math.round(ms / 60_000)} min`;
  return `Every ${Math.round(ms / 3_600_000)} h`;
};
const took = (run: BackgroundJobRun) =>
  `${Date.parse(run.finishedAt) - Date.parse(run.startedAt)} ms`;

function JobState({ job }: { job: BackgroundJob }) {
  if (job.isRunning) return <Badge tone="indigo">Running</Badge>;
  if (job.failuresInARow > 0)
    return <Badge tone="red">Failing ({job.failuresInARow} in a row)</Badge>;
  return <Badge tone="green">OK</Badge>;
}

function RunRow({ run }: { run: BackgroundJobRun }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{momentText(run.startedAt)}</span>
      <span>{took(run)}</span>
      {run.attempt > 1 ? <span>retry {run.attempt - 1}</span> : null}
      {run.failed ? <Badge tone="red">Failed</Badge> : <Badge tone="green">Done</Badge>}
    </li>
  );
}

function JobCard({ job }: { job: BackgroundJob }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-mono text-base font-bold break-all text-indigo-950">{job.name}</h2>
        <JobState job={job} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{job.description}</p>
      <p className="mt-2 text-sm text-slate-600">
        {every(job.everyMs)} ·{' '}
        {job.scope === 'cluster' ? 'one instance at a time' : 'on every instance'}
        {job.nextRunAt && job.everyMs > 0 ? ` · next ${momentText(job.nextRunAt)}` : ''}
      </p>
      {job.recentRuns.length ? (
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {job.recentRuns.map((run) => (
            <RunRow key={run.id} run={run} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No run recorded yet (idle polls are not).</p>
      )}
      {job.lastFailure ? (
        <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">
            Last failure {momentText(job.lastFailure.startedAt)} on {job.lastFailure.instance}
          </p>
          <pre className="mt-1 font-mono text-xs break-words whitespace-pre-wrap">
            {job.lastFailure.error}
          </pre>
        </div>
      ) : null}
    </article>
  );
}

/** /admin/dashboard/background-jobs: every job's schedule, its latest runs and last failure. */
function AdminBackgroundJobsPage() {
  const { jobs } = useLoaderData<typeof backgroundJobsLoader>();
  const revalidator = useRevalidator();
  // A refresh (or a retry) shows the spinner again until the jobs are read afresh.
  const state =
    revalidator.state === 'loading'
      ? ({ status: 'loading' } as const)
      : jobs.ok
        ? jobs.data
        : ({ status: 'failed', message: jobs.failure.message } as const);
  const load = () => void revalidator.revalidate();

  return (
    <AdminPage
      title="Background jobs"
      intro="Work the server does on a clock: sending mail, digests, the answer sweep, data exports, keeping search current. Each job's schedule, its latest runs and the error of its last failure."
      actions={
        Array.isArray(state) ? (
          <button
            type="button"
            onClick={load}
            className="text-sm font-semibold text-indigo-800 underline"
          >
            Refresh
          </button>
        ) : null
      }
    >
      {Array.isArray(state) ? (
        state.length ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {state.map((job) => (
              <JobCard key={job.name} job={job} />
            ))}
          </div>
        ) : (
          <EmptyState>No background jobs yet: they appear once the server has started.</EmptyState>
        )
      ) : state.status === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-indigo-900">
          <Spinner /> {MESSAGES.loading}
        </p>
      ) : (
        <LoadFailed message={state.message} onRetry={load} />
      )}
    </AdminPage>
  );
}

export const adminBackgroundJobsRoute = {
  Component: AdminBackgroundJobsPage,
  loader: backgroundJobsLoader,
};
