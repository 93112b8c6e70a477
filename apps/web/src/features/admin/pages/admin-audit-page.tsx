import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { momentText } from '@/lib/format';
import { useLoadedView } from '@/lib/use-loaded-view';
import type { AuditFilter } from '../api';
import { AdminPage, EmptyState } from '../components/admin-page';
import { AuditTargetLine } from '../components/audit-target';
import { filterQuery } from '../filters';
import { auditLoader, findAudit } from '../loaders';
import { usePagedList, type Page } from '@/lib/use-paged-list';

const label = (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** A change as "field: before → after", one line each, for values small enough to read. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return null;
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <dl className="mt-2 grid gap-1 text-sm">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-700">{key}:</dt>
          <dd className="break-all text-slate-600">
            {show(before[key])} <span aria-hidden="true">→</span>
            <span className="sr-only">became</span> {show(after[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AuditFilters({ filter }: { filter: AuditFilter }) {
  const [, setParams] = useSearchParams();
  const { register, handleSubmit } = useForm<AuditFilter>({ defaultValues: filter });
  return (
    <form
      onSubmit={handleSubmit((values) => setParams(filterQuery(values)))}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
    >
      <SelectField
        label="Action"
        {...register('action')}
        options={[
          { value: '', label: 'All actions' },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: label(action) })),
        ]}
      />
      <TextField
        label="Target id"
        maxLength={64}
        placeholder="A user, job or company id"
        {...register('targetId')}
      />
      <TextField label="From" type="date" {...register('from')} />
      <TextField label="To" type="date" {...register('to')} />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
    </form>
  );
}

function AuditEntries({ filter, first }: { filter: AuditFilter; first: Page<AuditEntry> }) {
  const list = usePagedList(first, (cursor) => findAudit(filter, cursor));
  return (
    <>
      {list.items.length === 0 ? (
        <EmptyState>No admin actions match these filters.</EmptyState>
      ) : null}
      <ol className="space-y-3">
        {list.items.map((entry) => (
          <li key={entry._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{label(entry.action)}</p>
            <p className="text-sm text-slate-700">
              {entry.actor.displayName} · {momentText(entry.at)}
            </p>
            <AuditTargetLine entry={entry} />
            <Changes entry={entry} />
          </li>
        ))}
      </ol>
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** /admin/dashboard/audit-log: every admin action, read only, newest first. */
function AdminAuditPage() {
  const { filter, audit } = useLoaderData<typeof auditLoader>();
  const { view } = useLoadedView(audit);
  // New filters start the list (and the form) again from the address.
  const { search } = useLocation();
  return (
    <AdminPage
      title="Audit log"
      intro="Who did what, when, and what it changed. Entries are written with the action itself and can never be edited or removed."
    >
      <AuditFilters key={search} filter={filter} />
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <AuditEntries key={search} filter={filter} first={view.data} />
      ) : null}
    </AdminPage>
  );
}

export const adminAuditRoute = { Component: AdminAuditPage, loader: auditLoader };
