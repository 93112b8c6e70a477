import type { MessageReport } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import type { Loaded } from '@/lib/route-data';
import { useLoadedView } from '@/lib/use-loaded-view';
import type { ReportAction } from '../actions';
import { ADMIN_PATHS } from '../format';
import { SCAM_FLAG_TITLES } from '../labels';
import { Badge, EmptyState } from './admin-page';
import { ReasonDialog } from './reason-dialog';

type Resolve = (action: ReportAction) => void;

function ReportedMessageCard({
  report,
  isBusy,
  resolve,
}: {
  report: MessageReport;
  isBusy: boolean;
  resolve: Resolve;
}) {
  const [isReviewing, setReviewing] = useState(false);
  const sender = report.senderEmail;
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="red">{report.reason}</Badge>
            {report.senderSuspended ? (
              <Badge tone="red">{t('admin.messaging.paused')}</Badge>
            ) : null}
            <span className="text-sm text-slate-600">{momentText(report.createdAt)}</span>
          </p>
          {report.flagCodes.length > 0 ? (
            <p className="flex flex-wrap gap-1">
              {report.flagCodes.map((code) => (
                <Badge key={code} tone="amber">
                  {t('admin.messageReports.flagged', { flag: t(SCAM_FLAG_TITLES[code]) })}
                </Badge>
              ))}
            </p>
          ) : null}
          <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-900">
            {report.body || t('admin.messageReports.attachmentOnly')}
          </blockquote>
          <p className="text-sm break-words text-slate-700">
            {t('admin.messageReports.sentBy', {
              sender: sender ?? t('admin.messageReports.deletedSender'),
              reportedBy: report.reportedBy,
              reporter: report.reporterEmail ?? t('admin.messageReports.deletedReporter'),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {sender ? (
            <Link
              to={`${ADMIN_PATHS.users}?q=${encodeURIComponent(sender)}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
            >
              {t('admin.messageReports.findSender')}
            </Link>
          ) : null}
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => setReviewing(true)}>
            {t('admin.messageReports.markReviewed')}
          </Button>
        </div>
      </div>
      {isReviewing ? (
        <ReasonDialog
          title={t('admin.messageReports.reviewTitle')}
          confirmLabel={t('admin.messageReports.markReviewed')}
          reasonLabel={t('admin.messageReports.reviewNote')}
          isReasonRequired={false}
          tone="secondary"
          isBusy={isBusy}
          onCancel={() => setReviewing(false)}
          onConfirm={(note) => {
            resolve({ intent: 'message', id: report._id, body: { note } });
            setReviewing(false);
          }}
        >
          <p>{t('admin.messageReports.reviewBody')}</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

/** Messages reported from a conversation by either party, newest first (the reports page's loader). */
export function ReportedMessages({
  reports,
  busyId,
  resolve,
}: {
  reports: Loaded<MessageReport[]>;
  busyId: string | null;
  resolve: Resolve;
}) {
  const { view } = useLoadedView(reports);
  const t = useT();
  return (
    <section aria-labelledby="reported-messages-heading" className="space-y-3">
      <h2 id="reported-messages-heading" className="text-xl font-bold text-indigo-950">
        {t('admin.messageReports.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('admin.messageReports.intro')}</p>
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' && view.data.length === 0 ? (
        <EmptyState>{t('admin.messageReports.empty')}</EmptyState>
      ) : null}
      <ul className="space-y-3">
        {(view.status === 'ready' ? view.data : []).map((report) => (
          <ReportedMessageCard
            key={report._id}
            report={report}
            isBusy={busyId === report._id}
            resolve={resolve}
          />
        ))}
      </ul>
    </section>
  );
}
