import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@shuruaat/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch } from '@/lib/redux-hooks';
import { momentText } from '@/lib/format';
import type { AuditFilter } from '../api';
import { AdminPage, EmptyState } from '../components/admin-page';
import { useAdmin } from '../hooks';
import { fetchAudit } from '../slice';

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

/** /admin/dashboard/audit-log: every admin action, read only, newest first. */
export function AdminAuditPage() {
  const dispatch = useAppDispatch();
  const { audit } = useAdmin();
  const [draft, setDraft] = useState<AuditFilter>(audit.filter);
  useEffect(() => {
    void dispatch(fetchAudit({ filter: audit.filter, cursor: null }));
    // Loads once on arrival; later loads follow the filter form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  function apply(event: FormEvent) {
    event.preventDefault();
    void dispatch(
      fetchAudit({ filter: { ...draft, targetId: draft.targetId.trim() }, cursor: null }),
    );
  }

  return (
    <AdminPage
      title="Audit log"
      intro="Who did what, when, and what it changed. Entries are written with the action itself and can never be edited or removed."
    >
      <form
        onSubmit={apply}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
      >
        <SelectField
          label="Action"
          value={draft.action}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
          options={[
            { value: '', label: 'All actions' },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: label(action) })),
          ]}
        />
        <TextField
          label="Target id"
          value={draft.targetId}
          maxLength={64}
          placeholder="A user, job or company id"
          onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
        />
        <TextField
          label="From"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      {audit.error && audit.items.length === 0 ? <Alert>{audit.error}</Alert> : null}
      {audit.loading && audit.items.length === 0 ? <PageLoader /> : null}
      {!audit.loading && !audit.error && audit.items.length === 0 ? (
        <EmptyState>No admin actions match these filters.</EmptyState>
      ) : null}
      <ol className="space-y-3">
        {audit.items.map((entry) => (
          <li key={entry._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{label(entry.action)}</p>
            <p className="text-sm text-slate-700">
              {entry.actor.displayName} · {momentText(entry.at)}
            </p>
            <p className="break-all text-xs text-slate-500">
              {entry.targetType} {entry.targetId}
            </p>
            <Changes entry={entry} />
          </li>
        ))}
      </ol>
      <LoadMore
        hasMore={audit.nextCursor !== null}
        isLoading={audit.loading && audit.items.length > 0}
        error={audit.items.length > 0 ? audit.error : null}
        onLoadMore={() =>
          void dispatch(fetchAudit({ filter: audit.filter, cursor: audit.nextCursor }))
        }
      />
    </AdminPage>
  );
}
