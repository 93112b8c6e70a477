import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useLoadedView } from '@/lib/use-loaded-view';
import { jobsAction, type JobAction, type JobOutcome } from '../actions';
import type { JobsFilter } from '../api';
import { AdminJobList } from '../components/admin-job-list';
import { AdminPage } from '../components/admin-page';
import { filterQuery } from '../filters';
import { ADMIN_PATHS } from '../format';
import { findJobs, jobsLoader } from '../loaders';
import { useRowAction } from '../use-row-action';

function JobsSearch({ filter }: { filter: JobsFilter }) {
  const [, setParams] = useSearchParams();
  const { register, handleSubmit } = useForm<JobsFilter>({ defaultValues: filter });
  return (
    <form
      onSubmit={handleSubmit((values) => setParams(filterQuery(values)))}
      role="search"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <TextField
        label="Search"
        type="search"
        maxLength={100}
        placeholder="Title or company"
        {...register('q')}
      />
      <SelectField
        label="Status"
        {...register('status')}
        options={[
          { value: '', label: 'Any status' },
          { value: 'active', label: 'Active' },
          { value: 'paused', label: 'Paused' },
          { value: 'draft', label: 'Draft' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
      <Button type="submit" variant="secondary">
        Search
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
  return (
    <AdminPage
      title="All jobs"
      intro="Every listing from every employer, drafts included. Search by title, company or link."
      actions={
        <ButtonLink to={ADMIN_PATHS.postJob} variant="primary">
          Post a job
        </ButtonLink>
      }
      outcome={outcome}
    >
      <JobsSearch key={search} filter={filter} />
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <AdminJobList
          key={search}
          first={view.data}
          findMore={(cursor) => findJobs(filter, cursor)}
          empty="No listings match this search."
          act={act}
          busyId={busyId}
          outcome={outcome?.ok ? outcome.data : undefined}
        />
      ) : null}
    </AdminPage>
  );
}

export const adminJobsRoute = { Component: AdminJobsPage, loader: jobsLoader, action: jobsAction };
