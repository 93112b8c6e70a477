import { JOB_STATUSES, type JobStatus } from '@shuruaat/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import type { JobsFilter } from '../api';
import { AdminJobRow } from '../components/admin-job-row';
import { AdminPage, EmptyState } from '../components/admin-page';
import { ADMIN_PATHS } from '../format';
import { useAdmin } from '../hooks';
import { deleteAdminJob, fetchAdminJobs, setAdminJobStatus } from '../slice';

function filterFrom(params: URLSearchParams): JobsFilter {
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (JOB_STATUSES as readonly string[]).includes(status) ? (status as JobStatus) : '',
  };
}

/** /admin/dashboard/jobs: every listing on the site, any status, with search. */
export function AdminJobsPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { jobs, busyId } = useAdmin();
  const [draft, setDraft] = useState<JobsFilter>(() => filterFrom(params));
  const query = params.toString();

  useEffect(
    () =>
      void dispatch(
        fetchAdminJobs({ filter: filterFrom(new URLSearchParams(query)), cursor: null }),
      ),
    [dispatch, query],
  );

  function search(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.status) next.set('status', draft.status);
    setParams(next);
  }

  return (
    <AdminPage
      title="All jobs"
      intro="Every listing from every employer, drafts included. Search by title, company or link."
      actions={
        <ButtonLink to={ADMIN_PATHS.postJob} variant="primary">
          Post a job
        </ButtonLink>
      }
    >
      <form
        onSubmit={search}
        role="search"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <TextField
          label="Search"
          type="search"
          maxLength={100}
          placeholder="Title or company"
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as JobStatus | '' })}
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
      {jobs.error && jobs.items.length === 0 ? <Alert>{jobs.error}</Alert> : null}
      {jobs.loading && jobs.items.length === 0 ? <PageLoader /> : null}
      {!jobs.loading && !jobs.error && jobs.items.length === 0 ? (
        <EmptyState>No listings match this search.</EmptyState>
      ) : null}
      <ul className="space-y-3">
        {jobs.items.map((job) => (
          <AdminJobRow
            key={job._id}
            job={job}
            isBusy={busyId === job._id}
            onStatus={(status) => void dispatch(setAdminJobStatus({ id: job._id, status }))}
            onDelete={() => void dispatch(deleteAdminJob({ id: job._id }))}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={jobs.nextCursor !== null}
        isLoading={jobs.loading && jobs.items.length > 0}
        error={jobs.items.length > 0 ? jobs.error : null}
        onLoadMore={() =>
          void dispatch(fetchAdminJobs({ filter: jobs.filter, cursor: jobs.nextCursor }))
        }
      />
    </AdminPage>
  );
}
