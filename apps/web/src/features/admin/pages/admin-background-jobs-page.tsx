import { MESSAGES, type BackgroundJob, type BackgroundJobRun } from '@shuruaat/contract';
import { useLoaderData, useRevalidator } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { backgroundJobsLoader } from '../loaders';
import { adminCatalogue } from '../locales/catalogue';

const every = (t: Translate, ms: number) => {
  if (ms === 0) return t('admin.background.onlyWhenAsked');
  if (ms < 60_000) return t('admin.background.everySeconds', { count: ms / 1000 });
  if (ms < 3_600_000) return t('admin.background.everyMinutes', { count: Math.round(ms / 60_000) });
  return t('admin.background.everyHours', { count: Math.round(ms / 3_600_000) });
};
/**
 * What a job does, in the page's language. The runner's jobs are described in the admin
 * catalogue (held to the server's English by background-jobs.test.ts); a job added since shows
 * the server's own English until it is (Lingui answers an unknown id with the id).
 */
const aboutJob = (t: Translate, job: BackgroundJob) => {
  const id = `admin.background.about.${job.name}`;
  const text = t(id);
  return text === id ? job.description : text;
};
const took = (t: Translate, run: BackgroundJobRun) =>
  t('admin.background.took', { ms: Date.parse(run.finishedAt) - Date.parse(run.startedAt) });

function JobState({ job }: { job: BackgroundJob }) {
  const t = useT();
  if (job.isRunning) return <Badge tone="indigo">{t('admin.background.running')}</Badge>;
  if (job.failuresInARow > 0)
    return <Badge tone="red">{t('admin.background.failing', { count: job.failuresInARow })}</Badge>;
  return <Badge tone="green">{t('admin.background.ok')}</Badge>;
}

function RunRow({ run }: { run: BackgroundJobRun }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{momentText(run.startedAt)}</span>
      <span>{took(t, run)}</span>
      {run.attempt > 1 ? (
        <span>{t('admin.background.retry', { count: run.attempt - 1 })}</span>
      ) : null}
      {run.failed ? (
        <Badge tone="red">{t('admin.background.failed')}</Badge>
      ) : (
        <Badge tone="green">{t('admin.background.done')}</Badge>
      )}
    </li>
  );
}

function JobCard({ job }: { job: BackgroundJob }) {
  const t = useT();
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-mono text-base font-bold break-all text-indigo-950">{job.name}</h2>
        <JobState job={job} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{aboutJob(t, job)}</p>
      <p className="mt-2 text-sm text-slate-600">
        {every(t, job.everyMs)} ·{' '}
        {job.scope === 'cluster'
          ? t('admin.background.oneInstance')
          : t('admin.background.everyInstance')}
        {job.nextRunAt && job.everyMs > 0
          ? ` · ${t('admin.background.next', { when: momentText(job.nextRunAt) })}`
          : ''}
      </p>
      {job.recentRuns.length ? (
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {job.recentRuns.map((run) => (
            <RunRow key={run.id} run={run} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">{t('admin.background.noRuns')}</p>
      )}
      {job.lastFailure ? (
        <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">
            {t('admin.background.lastFailure', {
              when: momentText(job.lastFailure.startedAt),
              instance: job.lastFailure.instance,
            })}
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
  const t = useT();

  return (
    <AdminPage
      title={t('admin.background.title')}
      intro={t('admin.background.intro')}
      actions={
        Array.isArray(state) ? (
          <button
            type="button"
            onClick={load}
            className="text-sm font-semibold text-indigo-800 underline"
          >
            {t('admin.background.refresh')}
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
          <EmptyState>{t('admin.background.empty')}</EmptyState>
        )
      ) : state.status === 'loading' ? (
        <p role="status" className="flex items-center gap-3 text-indigo-900">
          <Spinner /> {localizeServerMessage(MESSAGES.loading)}
        </p>
      ) : (
        <LoadFailed message={localizeServerMessage(state.message)} onRetry={load} />
      )}
    </AdminPage>
  );
}

export const adminBackgroundJobsRoute = {
  Component: AdminBackgroundJobsPage,
  loader: backgroundJobsLoader,
  catalogue: adminCatalogue,
};
