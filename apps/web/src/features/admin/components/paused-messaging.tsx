import {
  MESSAGING_SUSPENSION_THRESHOLD,
  SCAM_FLAG_TEXTS,
  type MessagingSuspension,
} from '@shuruaat/contract';
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

type Lift = (action: ReportAction) => void;
const { flaggedMessages, days } = MESSAGING_SUSPENSION_THRESHOLD;

function PausedCard({
  item,
  isBusy,
  lift,
}: {
  item: MessagingSuspension;
  isBusy: boolean;
  lift: Lift;
}) {
  const [isLifting, setLifting] = useState(false);
  const who = item.companyName ?? item.employerEmail ?? 'A deleted account';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{who}</span>
            <Badge tone="red">Messaging paused</Badge>
            <span className="text-sm text-slate-600">since {momentText(item.createdAt)}</span>
          </p>
          {item.employerEmail ? (
            <p className="text-sm break-words text-slate-700">{item.employerEmail}</p>
          ) : null}
          <ul className="space-y-2">
            {item.messages.map((message) => (
              <li key={message._id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="flex flex-wrap gap-1">
                  {message.codes.map((code) => (
                    <Badge key={code} tone="amber">
                      {SCAM_FLAG_TEXTS[code].title}
                    </Badge>
                  ))}
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-900">
                  {message.body}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.employerEmail ? (
            <Link
              to={`${ADMIN_PATHS.users}?q=${encodeURIComponent(item.employerEmail)}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
            >
              Find the employer
            </Link>
          ) : null}
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => setLifting(true)}>
            Turn messaging back on
          </Button>
        </div>
      </div>
      {isLifting ? (
        <ReasonDialog
          title={`Turn messaging back on for ${who}?`}
          confirmLabel="Turn back on"
          reasonLabel="Note for the log: why it is safe"
          tone="secondary"
          isBusy={isBusy}
          onCancel={() => setLifting(false)}
          onConfirm={(note) => {
            lift({ intent: 'lift', id: item._id, body: { note } });
            setLifting(false);
          }}
        >
          <p>
            The employer can write to candidates again. Their count of flagged messages starts
            afresh from now.
          </p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

/** Employers whose messaging is paused for flagged messages, newest first (issue 27). */
export function PausedMessaging({
  suspensions,
  busyId,
  lift,
}: {
  suspensions: Loaded<MessagingSuspension[]>;
  busyId: string | null;
  lift: Lift;
}) {
  const { view } = useLoadedView(suspensions);
  return (
    <section aria-labelledby="paused-messaging-heading" className="space-y-3">
      <h2 id="paused-messaging-heading" className="text-xl font-bold text-indigo-950">
        Paused messaging
      </h2>
      <p className="text-sm text-slate-700">
        An employer whose messages were flagged {flaggedMessages} times in {days} days (asking for
        money, bank or UPI details, an OTP, ID copies, or to move to WhatsApp or Telegram) cannot
        write to candidates until you turn messaging back on.
      </p>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' && view.data.length === 0 ? (
        <EmptyState>No employer’s messaging is paused.</EmptyState>
      ) : null}
      <ul className="space-y-3">
        {(view.status === 'ready' ? view.data : []).map((item) => (
          <PausedCard key={item._id} item={item} isBusy={busyId === item._id} lift={lift} />
        ))}
      </ul>
    </section>
  );
}
