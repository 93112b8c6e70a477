import { MESSAGING_SUSPENSION_THRESHOLD, type MessagingSuspension } from '@shuruaat/contract';
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
  const t = useT();
  const who = item.companyName ?? item.employerEmail ?? t('admin.deletedAccount');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{who}</span>
            <Badge tone="red">{t('admin.messaging.paused')}</Badge>
            <span className="text-sm text-slate-600">
              {t('admin.messaging.since', { when: momentText(item.createdAt) })}
            </span>
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
                      {t(SCAM_FLAG_TITLES[code])}
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
              {t('admin.findEmployer')}
            </Link>
          ) : null}
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => setLifting(true)}>
            {t('admin.messaging.turnBackOn')}
          </Button>
        </div>
      </div>
      {isLifting ? (
        <ReasonDialog
          title={t('admin.messaging.liftTitle', { who })}
          confirmLabel={t('admin.messaging.liftConfirm')}
          reasonLabel={t('admin.messaging.liftNote')}
          tone="secondary"
          isBusy={isBusy}
          onCancel={() => setLifting(false)}
          onConfirm={(note) => {
            lift({ intent: 'lift', id: item._id, body: { note } });
            setLifting(false);
          }}
        >
          <p>{t('admin.messaging.liftBody')}</p>
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
  const t = useT();
  return (
    <section aria-labelledby="paused-messaging-heading" className="space-y-3">
      <h2 id="paused-messaging-heading" className="text-xl font-bold text-indigo-950">
        {t('admin.messaging.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {t('admin.messaging.intro', { count: flaggedMessages, days })}
      </p>
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' && view.data.length === 0 ? (
        <EmptyState>{t('admin.messaging.empty')}</EmptyState>
      ) : null}
      <ul className="space-y-3">
        {(view.status === 'ready' ? view.data : []).map((item) => (
          <PausedCard key={item._id} item={item} isBusy={busyId === item._id} lift={lift} />
        ))}
      </ul>
    </section>
  );
}
