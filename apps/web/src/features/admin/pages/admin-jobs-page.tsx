import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { jobsAction, type JobAction, type JobOutcome } from '../actions';
import type { JobsFilter } from '../api';
import { AdminJobList } from '../components/admin-job-list';
import { AdminPage } from '../components/admin-page';
import { filterQuery } from '../filters';
import { ADMIN_PATHS } from '../format';
import { findJobs, jobsLoader } from '../loaders';
import { useRowAction } from '../use-row-action';
import { adminCatalogue } from '../locales/catalogue';

function JobsSearch({ filter }: { filter: JobsFilter }) {
  const [, setParams] = useSearchParams();
  const { register, handleSubmit } = useForm<JobsFilter>({ defaultValues: filter });
  const t = useT();
  return (
    <form
      onSubmit={handleSubmit((values) => setParams(filterQuery(values)))}
      role="search"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <TextField
        label={t('admin.search.label')}
        type="search"
        maxLength={100}
        placeholder={t('admin.jobs.searchPlaceholder')}
        {...register('q')}
      />
      <SelectField
        label={t('admin.status.label')}
        {...register('status')}
        options={[
          { value: '', label: t('admin.jobs.anyStatus') },
          { value: 'active', label: t('admin.jobStatus.active') },
          { value: 'paused', label: t('admin.jobStatus.paused') },
          { value: 'draft', label: t('admin.jobStatus.draft') },
          { value: 'closed', label: t('admin.jobStatus.closed') },
        ]}
      />
      <Button type="submit" variant="secondary">
        {t('admin.search.button')}
      </Button>
    </form>
  );
}

/** /admin/dashboard/jobs: every listing on the site, any status, with search. */
function AdminJobsPage() {
  const { filter, jobs } = useLoaderData<typeof jobsLoader>();
  const { view } = useLoadedView(jobs);
  const { act, busyId, outcome } = useRowAction<JobAction, JobOutcome>();
  // A new search starts its list (and its form) again from the address.
  const { search } = useLocation();
  const t = useT();
  return (
    <AdminPage
      title={t('admin.jobs.title')}
      intro={t('admin.jobs.intro')}
      actions={
        <ButtonLink to={ADMIN_PATHS.postJob} variant="primary">
          {t('admin.jobs.postJob')}
        </ButtonLink>
      }
      outcome={outcome}
    >
      <JobsSearch key={search} filter={filter} />
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <AdminJobList
          key={search}
          first={view.data}
          findMore={(cursor) => findJobs(filter, cursor, t)}
          empty={t('admin.jobs.empty')}
          act={act}
          busyId={busyId}
          outcome={outcome?.ok ? outcome.data : undefined}
        />
      ) : null}
    </AdminPage>
  );
}

export const adminJobsRoute = {
  Component: AdminJobsPage,
  loader: jobsLoader,
  action: jobsAction,
  catalogue: adminCatalogue,
};
