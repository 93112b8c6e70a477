import type { ReviewQueueItem } from '@shuruaat/contract';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { listingReviewsAction, type ReviewAction } from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { ADMIN_PATHS } from '../format';
import { FLAG_LABELS } from '../labels';
import { listingReviewsLoader } from '../loaders';
import { useRowAction } from '../use-row-action';
import { adminCatalogue } from '../locales/catalogue';

// This screen's words: message ids in one place (decision 032), said with `t` where they render.
const TEXT = {
  title: 'admin.reviews.title',
  intro: 'admin.reviews.intro',
  filters: {
    '': 'admin.reviews.filter.all',
    held: 'admin.reviews.filter.held',
    queued: 'admin.reviews.filter.queued',
  },
  held: 'admin.reviews.held',
  queued: 'admin.reviews.queued',
  score: 'admin.reviews.score',
  screened: 'admin.reviews.screened',
  listingText: 'admin.reviews.listingText',
  open: 'admin.reports.openListing',
  approve: 'admin.approve',
  reject: 'admin.reject',
  rejectTitle: 'admin.reviews.rejectTitle',
  rejectLabel: 'admin.reason.employerSees',
  rejectBody: 'admin.reviews.rejectBody',
  empty: 'admin.reviews.empty',
  filterLabel: 'admin.reviews.filterLabel',
  next: 'admin.reviews.next',
  first: 'admin.reviews.first',
} as const;

/** A reason the admin may keep or change, in the page's language (the employer reads it). */
const suggestedReason = (t: Translate, item: ReviewQueueItem) => {
  const top = item.flags[0];
  return top
    ? t('admin.reviews.suggestedReason', { flag: t(FLAG_LABELS[top.code]), evidence: top.evidence })
    : '';
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
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold break-words text-slate-900">{item.job.title}</h2>
            <Badge tone={item.state === 'held' ? 'red' : 'amber'}>
              {item.state === 'held' ? t(TEXT.held) : t(TEXT.queued)}
            </Badge>
            <Badge>{t(TEXT.score, { score: item.score })}</Badge>
          </div>
          <p className="text-sm text-slate-700">
            {item.job.companyName} · {t(TEXT.screened, { when: momentText(item.screenedAt) })}
          </p>
          <ul className="space-y-1 text-sm">
            {item.flags.map((flag) => (
              <li key={flag.code} className="rounded-lg bg-slate-50 px-3 py-2">
                <span className="font-medium text-slate-900">{t(FLAG_LABELS[flag.code])}</span>
                {': '}
                <q className="break-words text-slate-700">{flag.evidence}</q>
              </li>
            ))}
          </ul>
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-indigo-900">
              {t(TEXT.listingText)}
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
              {t(TEXT.open)}
            </Link>
          ) : null}
          <Button
            size="sm"
            disabled={isBusy}
            onClick={() => decide({ id, body: { decision: 'approve' } })}
          >
            {t(TEXT.approve)}
          </Button>
          <Button size="sm" variant="danger" disabled={isBusy} onClick={() => setIsRejecting(true)}>
            {t(TEXT.reject)}
          </Button>
        </div>
      </div>
      {isRejecting ? (
        <ReasonDialog
          title={t(TEXT.rejectTitle, { title: item.job.title })}
          confirmLabel={t(TEXT.reject)}
          reasonLabel={t(TEXT.rejectLabel)}
          initialReason={suggestedReason(t, item)}
          isBusy={isBusy}
          onCancel={() => setIsRejecting(false)}
          onConfirm={(reason) => {
            decide({ id, body: { decision: 'reject', reason } });
            setIsRejecting(false);
          }}
        >
          <p>{t(TEXT.rejectBody)}</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

function Filters({ current }: { current: keyof typeof TEXT.filters }) {
  const t = useT();
  return (
    <nav aria-label={t(TEXT.filterLabel)} className="flex flex-wrap gap-2">
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
          {t(TEXT.filters[state])}
        </Link>
      ))}
    </nav>
  );
}

/** /admin/dashboard/listing-reviews: listings screening held or queued, oldest first. */
function AdminListingReviewsPage() {
  const { state, cursor, queue } = useLoaderData<typeof listingReviewsLoader>();
  const { act, busyId, outcome } = useRowAction<ReviewAction>();
  const t = useT();
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
    <AdminPage title={t(TEXT.title)} intro={t(TEXT.intro)} outcome={outcome}>
      <Filters current={state} />
      {queue.ok ? null : <Alert>{localizeServerMessage(queue.failure.message)}</Alert>}
      {queue.ok && items.length === 0 ? <EmptyState>{t(TEXT.empty)}</EmptyState> : null}
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
            {t(TEXT.first)}
          </Link>
        ) : null}
        {nextCursor ? (
          <Link className="font-semibold text-indigo-900 underline" to={pagePath(nextCursor)}>
            {t(TEXT.next)}
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
  catalogue: adminCatalogue,
};
