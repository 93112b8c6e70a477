import { AUDIT_ACTIONS, type AuditEntry } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import type { AuditFilter } from '../api';
import { AdminPage, EmptyState } from '../components/admin-page';
import { AuditTargetLine } from '../components/audit-target';
import { filterQuery } from '../filters';
import { AUDIT_ACTION_IDS } from '../labels';
import { auditLoader, findAudit } from '../loaders';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import { adminCatalogue } from '../locales/catalogue';

// The stored action (`job.delete`) stays as it is; a known one reads as its label, any other as itself.
const label = (t: Translate, action: string) => {
  const id = (AUDIT_ACTION_IDS as Record<string, string>)[action];
  return id ? t(id) : action;
};

/** A change as "field: before → after", one line each, for values small enough to read. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const t = useT();
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
            <span className="sr-only">{t('admin.audit.became')}</span> {show(after[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AuditFilters({ filter }: { filter: AuditFilter }) {
  const [, setParams] = useSearchParams();
  const { register, handleSubmit } = useForm<AuditFilter>({ defaultValues: filter });
  const t = useT();
  return (
    <form
      onSubmit={handleSubmit((values) => setParams(filterQuery(values)))}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
    >
      <SelectField
        label={t('admin.audit.action')}
        {...register('action')}
        options={[
          { value: '', label: t('admin.audit.allActions') },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: label(t, action) })),
        ]}
      />
      <TextField
        label={t('admin.audit.targetId')}
        maxLength={64}
        placeholder={t('admin.audit.targetIdPlaceholder')}
        {...register('targetId')}
      />
      <TextField label={t('admin.audit.from')} type="date" {...register('from')} />
      <TextField label={t('admin.audit.to')} type="date" {...register('to')} />
      <Button type="submit" variant="secondary">
        {t('admin.audit.filter')}
      </Button>
    </form>
  );
}

function AuditEntries({ filter, first }: { filter: AuditFilter; first: Page<AuditEntry> }) {
  const t = useT();
  const list = usePagedList(first, (cursor) => findAudit(filter, cursor, t));
  return (
    <>
      {list.items.length === 0 ? <EmptyState>{t('admin.audit.empty')}</EmptyState> : null}
      <ol className="space-y-3">
        {list.items.map((entry) => (
          <li key={entry._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{label(t, entry.action)}</p>
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
  const t = useT();
  return (
    <AdminPage title={t('admin.audit.title')} intro={t('admin.audit.intro')}>
      <AuditFilters key={search} filter={filter} />
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <AuditEntries key={search} filter={filter} first={view.data} />
      ) : null}
    </AdminPage>
  );
}

export const adminAuditRoute = {
  Component: AdminAuditPage,
  loader: auditLoader,
  catalogue: adminCatalogue,
};
