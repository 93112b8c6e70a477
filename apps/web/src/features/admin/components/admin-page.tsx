import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { localizeServerMessage } from '@/lib/i18n/translate';
import type { Loaded } from '@/lib/route-data';

/**
 * Every console screen's frame: its heading, what it is for, and the last action's outcome (the
 * screen's fetcher answer, so a message belongs to the screen it was earned on).
 */
export function AdminPage({
  title,
  intro,
  actions,
  outcome,
  children,
}: {
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  outcome?: Loaded<{ message: string }>;
  children: ReactNode;
}) {
  // The server answers in the spec's English; a Hindi page shows its key's Hindi.
  const successMessage = outcome?.ok ? localizeServerMessage(outcome.data.message) : null;
  const error = outcome && !outcome.ok ? localizeServerMessage(outcome.failure.message) : null;
  return (
    <section className="space-y-6" aria-labelledby="admin-page-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="admin-page-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
        </div>
        {actions ? <div className="shrink-0">{actions}</div> : null}
      </div>
      {successMessage ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
        >
          {successMessage}
        </p>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      {children}
    </section>
  );
}

/** The empty state of a list: says what would appear here and when. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{children}</p>
  );
}

export function Badge({
  tone = 'slate',
  children,
}: {
  tone?: 'slate' | 'green' | 'amber' | 'red' | 'indigo';
  children: ReactNode;
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-800',
    green: 'bg-emerald-100 text-emerald-900',
    amber: 'bg-amber-100 text-amber-900',
    red: 'bg-red-100 text-red-900',
    indigo: 'bg-indigo-100 text-indigo-900',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
