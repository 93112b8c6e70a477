import { SCREENING_FLAG_LABELS, type ReviewQueueItem } from '@shuruaat/contract';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { momentText } from '@/lib/format';
import { listingReviewsAction, type ReviewAction } from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { ADMIN_PATHS } from '../format';
import { listingReviewsLoader } from '../loaders';
import { useRowAction } from '../use-row-action';

// This screen's words, in one place for translation.
const TEXT = {
  title: 'Listing review',
  intro:
    'Listings screening flagged. Held ones are not public until you approve them; queued ones are public and wait for a look. Rejecting closes the listing: the employer reads your reason and applicants are told.',
  filters: { '': 'All waiting', held: 'Held', queued: 'Queued (public)' },
  held: 'Held: not public',
  queued: 'Queued: public',
  score: (score: number) => `Risk ${score}/100`,
  screened: (at: string) => `Screened ${momentText(at)}`,
  listingText: 'Listing text',
  open: 'Open listing',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: (title: string) => `Reject “${title}”?`,
  rejectLabel: 'Reason (the employer sees this)',
  rejectBody:
    'The listing is closed and cannot be reopened. Everyone who applied is told it was removed.',
  empty: 'Nothing waiting. Listings appear here when screening holds or queues them.',
  next: 'Next page',
  first: 'First page',
} as const;

const suggestedReason = (item: ReviewQueueItem) => {
  const top = item.flags[0];
  return top ? `${SCREENING_FLAG_LABELS[top.code]}: “${top.evidence}”. This breaks our rules.` : '';
};

function ReviewCard({
  item,
  isBusy,
  decide,
}: {
  item: ReviewQueueItem;
  isBusy: boolean;
  decide: (action: ReviewAction) => void;
}) {
  const [isRejecting, setIsRejecting] = useState(false);
  const id = item.job._id;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold break-words text-slate-900">{item.job.title}</h2>
            <Badge tone={item.state === 'held' ? 'red' : 'amber'}>
              {item.state === 'held' ? TEXT.held : TEXT.queued}
            </Badge>
            <Badge>{TEXT.score(item.score)}</Badge>
          </div>
          <p className="text-sm text-slate-700">
            {item.job.companyName} · {TEXT.screened(item.screenedAt)}
          </p>
          <ul className="space-y-1 text-sm">
            {item.flags.map((flag) => (
              <li key={flag.code} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-medium text-slate-900">
                  {SCREENING_FLAG_LABELS[flag.code]}
                </span>
                {': '}
                <q className="break-words text-slate-700">{flag.evidence}</q>
              </li>
            ))}
          </ul>
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-indigo-900">
              {TEXT.listingText}
            </summary>
            <p className="mt-2 whitespace-pre-line break-words">{item.job.description}</p>
          </details>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.state === 'queued' ? (
            <Link
              to={`/jobs/${item.job.slug}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
            >
              {TEXT.open}
            </Link>
          ) : null}
          <Button
            size="sm"
            disabled={isBusy}
            onClick={() => decide({ id, body: { decision: 'approve' } })}
          >
            {TEXT.approve}
          </Button>
          <Button size="sm" variant="danger" disabled={isBusy} onClick={() => setIsRejecting(true)}>
            {TEXT.reject}
          </Button>
        </div>
      </div>
      {isRejecting ? (
        <ReasonDialog
          title={TEXT.rejectTitle(item.job.title)}
          confirmLabel={TEXT.reject}
          reasonLabel={TEXT.rejectLabel}
          initialReason={suggestedReason(item)}
          isBusy={isBusy}
          onCancel={() => setIsRejecting(false)}
          onConfirm={(reason) => {
            decide({ id, body: { decision: 'reject', reason } });
            setIsRejecting(false);
          }}
        >
          <p>{TEXT.rejectBody}</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

function Filters({ current }: { current: keyof typeof TEXT.filters }) {
  return (
    <nav aria-label="Filter the queue" className="flex flex-wrap gap-2">
      {(Object.keys(TEXT.filters) as (keyof typeof TEXT.filters)[]).map((state) => (
        <Link
          key={state || 'all'}
          to={state ? `${ADMIN_PATHS.listingReviews}?state=${state}` : ADMIN_PATHS.listingReviews}
          aria-current={state === current ? 'page' : undefined}
          className={`rounded-full border px-3 py-1 text-sm font-medium ${
            state === current
              ? 'border-indigo-700 bg-indigo-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-400'
          }`}
        >
          {TEXT.filters[state]}
        </Link>
      ))}
    </nav>
  );
}

/** /admin/dashboard/listing-reviews: listings screening held or queued, oldest first. */
function AdminListingReviewsPage() {
  const { state, cursor, queue } = useLoaderData<typeof listingReviewsLoader>();
  const { act, busyId, outcome } = useRowAction<ReviewAction>();
  const items = queue.ok ? queue.data.items : [];
  const nextCursor = queue.ok ? queue.data.nextCursor : null;
  const pagePath = (next: string | null) => {
    const params = new URLSearchParams();
    if (state) params.set('state', state);
    if (next) params.set('cursor', next);
    const search = params.toString();
    return search ? `${ADMIN_PATHS.listingReviews}?${search}` : ADMIN_PATHS.listingReviews;
  };
  return (
    <AdminPage title={TEXT.title} intro={TEXT.intro} outcome={outcome}>
      <Filters current={state} />
      {queue.ok ? null : <Alert>{queue.failure.message}</Alert>}
      {queue.ok && items.length === 0 ? <EmptyState>{TEXT.empty}</EmptyState> : null}
      <ul className="space-y-3">
        {items.map((item) => (
          <ReviewCard
            key={item.job._id}
            item={item}
            isBusy={busyId === item.job._id}
            decide={act}
          />
        ))}
      </ul>
      <div className="flex gap-3">
        {cursor ? (
          <Link className="font-semibold text-indigo-900 underline" to={pagePath(null)}>
            {TEXT.first}
          </Link>
        ) : null}
        {nextCursor ? (
          <Link className="font-semibold text-indigo-900 underline" to={pagePath(nextCursor)}>
            {TEXT.next}
          </Link>
        ) : null}
      </div>
    </AdminPage>
  );
}

export const adminListingReviewsRoute = {
  Component: AdminListingReviewsPage,
  loader: listingReviewsLoader,
  action: listingReviewsAction,
};
