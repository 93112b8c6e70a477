import { SCAM_FLAG_TEXTS, type MessageReport } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import type { Loaded } from '@/lib/route-data';
import { useLoadedView } from '@/lib/use-loaded-view';
import type { ReportAction } from '../actions';
import { ADMIN_PATHS } from '../format';
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
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="red">{report.reason}</Badge>
            {report.senderSuspended ? <Badge tone="red">Messaging paused</Badge> : null}
            <span className="text-sm text-slate-600">{momentText(report.createdAt)}</span>
          </p>
          {report.flagCodes.length > 0 ? (
            <p className="flex flex-wrap gap-1">
              {report.flagCodes.map((code) => (
                <Badge key={code} tone="amber">
                  Flagged: {SCAM_FLAG_TEXTS[code].title}
                </Badge>
              ))}
            </p>
          ) : null}
          <blockquote className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-900">
            {report.body || '(an attachment only)'}
          </blockquote>
          <p className="text-sm break-words text-slate-700">
            Sent by {sender ?? 'a deleted account'} · reported by the {report.reportedBy}{' '}
            {report.reporterEmail ?? '(a deleted account)'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {sender ? (
            <Link
              to={`${ADMIN_PATHS.users}?q=${encodeURIComponent(sender)}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
            >
              Find the sender
            </Link>
          ) : null}
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => setReviewing(true)}>
            Mark reviewed
          </Button>
        </div>
      </div>
      {isReviewing ? (
        <ReasonDialog
          title="Mark this report reviewed?"
          confirmLabel="Mark reviewed"
          reasonLabel="Note for the log (optional): what you did"
          isReasonRequired={false}
          tone="secondary"
          isBusy={isBusy}
          onCancel={() => setReviewing(false)}
          onConfirm={(note) => {
            resolve({ intent: 'message', id: report._id, body: { note } });
            setReviewing(false);
          }}
        >
          <p>
            It leaves the queue. To stop the sender, find their account and delete it; the log keeps
            your note either way.
          </p>
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
  return (
    <section aria-labelledby="reported-messages-heading" className="space-y-3">
      <h2 id="reported-messages-heading" className="text-xl font-bold text-indigo-950">
        Reported messages
      </h2>
      <p className="text-sm text-slate-700">
        Messages a candidate or an employer reported from a conversation. Only the reported message
        is shown here, not the rest of the conversation.
      </p>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' && view.data.length === 0 ? (
        <EmptyState>
          No reported messages. Either party can report a message from a conversation.
        </EmptyState>
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
