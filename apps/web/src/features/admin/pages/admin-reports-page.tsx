import { countOf, REPORT_REASON_LABELS, type ReportedListing } from '@shuruaat/contract';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import { useLoadedView } from '@/lib/use-loaded-view';
import { reportsAction, type ReportAction } from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { PausedMessaging } from '../components/paused-messaging';
import { ReportedMessages } from '../components/reported-messages';
import { reportsLoader } from '../loaders';
import { useRowAction } from '../use-row-action';

type Resolve = (action: ReportAction) => void;

function ReportedCard({
  listing,
  isBusy,
  resolve,
}: {
  listing: ReportedListing;
  isBusy: boolean;
  resolve: Resolve;
}) {
  const [dialog, setDialog] = useState<'close' | 'dismiss' | null>(null);
  const id = listing.job._id;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{listing.job.title}</span>
            <Badge tone="red">{countOf(listing.openCount, 'report')}</Badge>
            {listing.job.status !== 'active' ? <Badge>{listing.job.status}</Badge> : null}
          </div>
          <p className="text-sm text-slate-700">{listing.job.companyName}</p>
          <p className="flex flex-wrap gap-2">
            {listing.reasons.map((entry) => (
              <Badge key={entry.reason} tone="amber">
                {REPORT_REASON_LABELS[entry.reason]} × {entry.count}
              </Badge>
            ))}
          </p>
          <ul className="space-y-1 text-sm text-slate-700">
            {listing.reports
              .filter((report) => report.details)
              .map((report) => (
                <li key={report._id} className="rounded-lg bg-slate-50 px-3 py-2">
                  <span className="font-medium">{REPORT_REASON_LABELS[report.reason]}:</span>{' '}
                  {report.details}{' '}
                  <span className="text-slate-500">({momentText(report.createdAt)})</span>
                </li>
              ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/jobs/${listing.job.slug}`}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
          >
            Open listing
          </Link>
          <Button size="sm" variant="danger" disabled={isBusy} onClick={() => setDialog('close')}>
            Close listing
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() => setDialog('dismiss')}
          >
            Dismiss
          </Button>
        </div>
      </div>
      {dialog === 'close' ? (
        <ReasonDialog
          title={`Close “${listing.job.title}”?`}
          confirmLabel="Close listing"
          reasonLabel="Reason (the employer sees this)"
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => {
            resolve({ intent: 'listing', id, body: { outcome: 'close', reason } });
            setDialog(null);
          }}
        >
          <p>The listing stops taking applications. Everyone who reported it is told.</p>
        </ReasonDialog>
      ) : null}
      {dialog === 'dismiss' ? (
        <ReasonDialog
          title="Dismiss these reports?"
          confirmLabel="Dismiss"
          reasonLabel="Note for the log (optional)"
          isReasonRequired={false}
          tone="secondary"
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => {
            resolve({ intent: 'listing', id, body: { outcome: 'dismiss', reason } });
            setDialog(null);
          }}
        >
          <p>The listing stays open. Everyone who reported it is told it was reviewed.</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

/** /admin/dashboard/reports: listings people reported, most reported first, then reported messages. */
function AdminReportsPage() {
  const data = useLoaderData<typeof reportsLoader>();
  const { view } = useLoadedView(data.listings);
  const { act, busyId, outcome } = useRowAction<ReportAction>();
  return (
    <AdminPage
      title="Reported listings"
      intro="Reports from signed-in users, grouped by listing. Closing a listing tells the employer why; either way, each reporter hears the outcome."
      outcome={outcome}
    >
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' && view.data.length === 0 ? (
        <EmptyState>
          No open reports. Anyone signed in can report a listing from its page.
        </EmptyState>
      ) : null}
      <ul className="space-y-3">
        {(view.status === 'ready' ? view.data : []).map((listing) => (
          <ReportedCard
            key={listing.job._id}
            listing={listing}
            isBusy={busyId === listing.job._id}
            resolve={act}
          />
        ))}
      </ul>
      <ReportedMessages reports={data.messages} busyId={busyId} resolve={act} />
      <PausedMessaging suspensions={data.suspensions} busyId={busyId} lift={act} />
    </AdminPage>
  );
}

export const adminReportsRoute = {
  Component: AdminReportsPage,
  loader: reportsLoader,
  action: reportsAction,
};
