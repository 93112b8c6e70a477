import type { ReportedListing } from '@shuruaat/contract';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { reportsAction, type ReportAction } from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { PausedMessaging } from '../components/paused-messaging';
import { ReportedMessages } from '../components/reported-messages';
import { REPORT_REASONS } from '../labels';
import { reportsLoader } from '../loaders';
import { useRowAction } from '../use-row-action';
import { adminCatalogue } from '../locales/catalogue';

type Resolve = (action: ReportAction) => void;

// The listing's status as stored (lower case, as the English page has always shown it).
const STATUS_IDS: Record<string, string> = {
  draft: 'admin.reports.status.draft',
  paused: 'admin.reports.status.paused',
  closed: 'admin.reports.status.closed',
};
const statusText = (t: Translate, status: string) => {
  const id = STATUS_IDS[status];
  return id ? t(id) : status;
};

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
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{listing.job.title}</span>
            <Badge tone="red">{t('admin.reports.count', { count: listing.openCount })}</Badge>
            {listing.job.status !== 'active' ? (
              <Badge>{statusText(t, listing.job.status)}</Badge>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">{listing.job.companyName}</p>
          <p className="flex flex-wrap gap-2">
            {listing.reasons.map((entry) => (
              <Badge key={entry.reason} tone="amber">
                {t('admin.reports.reasonTimes', {
                  reason: t(REPORT_REASONS[entry.reason]),
                  count: entry.count,
                })}
              </Badge>
            ))}
          </p>
          <ul className="space-y-1 text-sm text-slate-700">
            {listing.reports
              .filter((report) => report.details)
              .map((report) => (
                <li key={report._id} className="rounded-lg bg-slate-50 px-3 py-2">
                  <span className="font-medium">
                    {t('admin.reports.reasonOf', { reason: t(REPORT_REASONS[report.reason]) })}
                  </span>{' '}
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
            {t('admin.reports.openListing')}
          </Link>
          <Button size="sm" variant="danger" disabled={isBusy} onClick={() => setDialog('close')}>
            {t('admin.job.closeListing')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() => setDialog('dismiss')}
          >
            {t('admin.reports.dismiss')}
          </Button>
        </div>
      </div>
      {dialog === 'close' ? (
        <ReasonDialog
          title={t('admin.job.closeTitle', { title: listing.job.title })}
          confirmLabel={t('admin.job.closeListing')}
          reasonLabel={t('admin.reason.employerSees')}
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => {
            resolve({ intent: 'listing', id, body: { outcome: 'close', reason } });
            setDialog(null);
          }}
        >
          <p>{t('admin.reports.closeBody')}</p>
        </ReasonDialog>
      ) : null}
      {dialog === 'dismiss' ? (
        <ReasonDialog
          title={t('admin.reports.dismissTitle')}
          confirmLabel={t('admin.reports.dismiss')}
          reasonLabel={t('admin.reports.logNote')}
          isReasonRequired={false}
          tone="secondary"
          isBusy={isBusy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => {
            resolve({ intent: 'listing', id, body: { outcome: 'dismiss', reason } });
            setDialog(null);
          }}
        >
          <p>{t('admin.reports.dismissBody')}</p>
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
  const t = useT();
  return (
    <AdminPage title={t('admin.reports.title')} intro={t('admin.reports.intro')} outcome={outcome}>
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' && view.data.length === 0 ? (
        <EmptyState>{t('admin.reports.empty')}</EmptyState>
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
  catalogue: adminCatalogue,
};
