import {
  countOf,
  AMBASSADOR_MESSAGES,
  AMBASSADOR_STATUSES,
  YEAR_OF_STUDY_LABELS,
  type AdminAmbassadorApplication,
  type AmbassadorApplication,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import { useCallback, useState } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import { useOpeningSearch } from '@/lib/use-opening-search';
import { useLoadedView } from '@/lib/use-loaded-view';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import {
  adminAmbassadorsAction,
  adminAmbassadorsLoader,
  ambassadorFilterFrom,
  ambassadorFilterQuery,
  findAmbassadorApplications,
  type AmbassadorFilter,
} from '../loaders';

const FILTERS = [
  { value: '', label: 'All applications' },
  ...AMBASSADOR_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
];

function Applications({
  status,
  first,
}: {
  status: AmbassadorFilter;
  first: Page<AdminAmbassadorApplication>;
}) {
  const { call } = useActionCall<typeof adminAmbassadorsAction>();
  const [decided, setDecided] = useState<AmbassadorApplication>();
  const [rejecting, setRejecting] = useState<AdminAmbassadorApplication | null>(null);
  // The loader reads the first page again after a decision; the rows "Load more" added take it
  // here: a decided application leaves a list of another status.
  const apply = useCallback(
    (item: AdminAmbassadorApplication, outcome: AmbassadorApplication) => {
      if (item._id !== outcome._id) return item;
      if (status && outcome.status !== status) return null;
      return { ...item, status: outcome.status, decidedAt: outcome.decidedAt };
    },
    [status],
  );
  const list = usePagedList(
    first,
    (cursor) => findAmbassadorApplications(status, cursor),
    decided,
    apply,
  );

  async function decide(item: AdminAmbassadorApplication, decision: 'approved' | 'rejected') {
    const answer = await call({ id: item._id, body: { status: decision } });
    if (answer.ok) {
      setDecided(answer.data);
      toast.success(
        decision === 'approved' ? AMBASSADOR_MESSAGES.approved : AMBASSADOR_MESSAGES.rejected,
      );
    } else toast.error(answer.failure.message);
    setRejecting(null);
  }

  return (
    <>
      {list.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-slate-700">No applications here.</p>
      ) : (
        <ul className="space-y-4">
          {list.items.map((item) => (
            <ApplicationCard
              key={item._id}
              item={item}
              onApprove={() => void decide(item, 'approved')}
              onReject={() => setRejecting(item)}
            />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
      {rejecting ? (
        <ConfirmDialog
          title="Reject this application?"
          confirmLabel="Reject"
          onCancel={() => setRejecting(null)}
          onConfirm={() => void decide(rejecting, 'rejected')}
        >
          <p>{rejecting.applicant.displayName} will see that the application was not accepted.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /admin/dashboard/ambassadors: read applications and approve or reject them. */
function AdminAmbassadorsPage() {
  const { status, applications } = useLoaderData<typeof adminAmbassadorsLoader>();
  const { view, retry } = useLoadedView(applications);
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  // The filter being opened shows as chosen while its list loads.
  const opening = useOpeningSearch();
  const shown = opening ? ambassadorFilterFrom(opening) : status;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">Campus ambassadors</h1>
      <SelectField
        label="Show"
        options={FILTERS}
        value={shown}
        onChange={(event) =>
          setParams(ambassadorFilterQuery(event.target.value as AmbassadorStatus | ''))
        }
        className="max-w-xs"
      />
      {view.status === 'failed' ? (
        <LoadFailed message={view.message} onRetry={retry} />
      ) : view.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" /> Loading...
        </p>
      ) : (
        <Applications key={search} status={status} first={view.data} />
      )}
    </div>
  );
}

export const adminAmbassadorsRoute = {
  Component: AdminAmbassadorsPage,
  loader: adminAmbassadorsLoader,
  action: adminAmbassadorsAction,
};

type CardProps = { item: AdminAmbassadorApplication; onApprove: () => void; onReject: () => void };

function ApplicationCard({ item, onApprove, onReject }: CardProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-indigo-950">{item.applicant.displayName}</h2>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 capitalize">
          {item.status}
        </span>
      </div>
      <p className="text-sm text-slate-700">{item.applicant.email}</p>
      <p className="mt-2 text-sm text-slate-800">
        {item.college}, {item.city} · {YEAR_OF_STUDY_LABELS[item.yearOfStudy]} ·{' '}
        {countOf(item.referrals, 'referred sign-up')}
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{item.why}</p>
      {item.socialLinks.length ? (
        <ul className="mt-2 text-sm">
          {item.socialLinks.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noreferrer nofollow"
                className="break-all text-indigo-800 underline"
              >
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {item.status === 'pending' ? (
        <div className="mt-4 flex gap-3">
          <Button size="sm" onClick={onApprove}>
            Approve
          </Button>
          <Button size="sm" variant="outline" onClick={onReject}>
            Reject
          </Button>
        </div>
      ) : null}
    </li>
  );
}
