import {
  FRAUD_WINDOW_DAYS,
  REPEATED_FLAGS_MIN,
  type FraudEmployer,
  type FraudOverview,
  type ScamFlagCode,
} from '@shuruaat/contract';
import { useState, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { momentText } from '@/lib/format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { fraudAction, type SuspendAction } from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { ADMIN_PATHS } from '../format';
import { FLAG_LABELS } from '../labels';
import { fraudLoader } from '../loaders';
import { useRowAction } from '../use-row-action';
import { adminCatalogue } from '../locales/catalogue';

// This screen's words: message ids in one place (decision 032), said with `t` where they render.
const TEXT = {
  title: 'admin.fraud.title',
  intro: 'admin.fraud.intro',
  employers: 'admin.fraud.employers',
  employersNote: 'admin.fraud.employersNote',
  employersEmpty: 'admin.fraud.employersEmpty',
  held: 'admin.fraud.held',
  heldEmpty: 'admin.fraud.heldEmpty',
  heldLink: 'admin.fraud.heldLink',
  messages: 'admin.fraud.messages',
  messagesNote: 'admin.fraud.messagesNote',
  messagesEmpty: 'admin.fraud.messagesEmpty',
  messagesLink: 'admin.fraud.messagesLink',
  stipends: 'admin.fraud.stipends',
  stipendsEmpty: 'admin.fraud.stipendsEmpty',
  stipendsLink: 'admin.fraud.stipendsLink',
  shown: 'admin.fraud.shown',
  flaggedMessages: 'admin.fraud.flaggedMessages',
  flaggedListings: 'admin.fraud.flaggedListings',
  openListings: 'admin.fraud.openListings',
  paused: 'admin.fraud.paused',
  suspended: 'admin.fraud.suspended',
  suspend: 'admin.fraud.suspend',
  suspendTitle: 'admin.fraud.suspendTitle',
  suspendLabel: 'admin.fraud.suspendLabel',
  suspendBody: 'admin.fraud.suspendBody',
  theirListings: 'admin.fraud.theirListings',
  findEmployer: 'admin.findEmployer',
  answer: { partly: 'admin.fraud.answer.partly', no: 'admin.fraud.answer.no' },
  responded: 'admin.fraud.responded',
  awaiting: 'admin.fraud.awaiting',
  deleted: 'admin.deletedAccount',
} as const;

// The windows the server counts in, said in the notes.
const windows = { days: FRAUD_WINDOW_DAYS, min: REPEATED_FLAGS_MIN };

const linkClass = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50';
const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function FlagBadges({ codes }: { codes: ScamFlagCode[] }) {
  const t = useT();
  return (
    <p className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <Badge key={code} tone="amber">
          {t(FLAG_LABELS[code])}
        </Badge>
      ))}
    </p>
  );
}

/** One of the view's four lists: its heading with the count, a note, the rows or the empty state. */
function FraudSection({
  id,
  title,
  count,
  shown,
  note,
  link,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  shown: number;
  note?: string;
  link?: { to: string; label: string };
  empty: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-indigo-950">
          {title} <span className="text-slate-600">({count})</span>
        </h2>
        {link ? (
          <Link to={link.to} className={`${linkClass} self-start`}>
            {link.label}
          </Link>
        ) : null}
      </div>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      {count === 0 ? <EmptyState>{empty}</EmptyState> : <ul className="space-y-3">{children}</ul>}
      {count > shown ? (
        <p className="text-sm text-slate-600">{t(TEXT.shown, { shown, count })}</p>
      ) : null}
    </section>
  );
}

function EmployerCard({
  employer,
  isBusy,
  suspend,
}: {
  employer: FraudEmployer;
  isBusy: boolean;
  suspend: (action: SuspendAction) => void;
}) {
  const [isAsking, setAsking] = useState(false);
  const t = useT();
  const who = employer.companyName || employer.employerEmail || t(TEXT.deleted);
  const isSuspended = employer.messagingSuspended && employer.openListings === 0;
  return (
    <li className={cardClass}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{who}</span>
            {isSuspended ? (
              <Badge tone="red">{t(TEXT.suspended)}</Badge>
            ) : employer.messagingSuspended ? (
              <Badge tone="red">{t(TEXT.paused)}</Badge>
            ) : null}
          </p>
          {employer.employerEmail ? (
            <p className="text-sm break-words text-slate-700">{employer.employerEmail}</p>
          ) : null}
          <p className="flex flex-wrap gap-1">
            <Badge tone="amber">
              {t(TEXT.flaggedMessages, { count: employer.flaggedMessages })}
            </Badge>
            <Badge tone="amber">
              {t(TEXT.flaggedListings, { count: employer.flaggedListings })}
            </Badge>
            <Badge>{t(TEXT.openListings, { count: employer.openListings })}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={ADMIN_PATHS.employerJobs(employer.employerId)} className={linkClass}>
            {t(TEXT.theirListings)}
          </Link>
          {employer.employerEmail ? (
            <Link
              to={`${ADMIN_PATHS.users}?q=${encodeURIComponent(employer.employerEmail)}`}
              className={linkClass}
            >
              {t(TEXT.findEmployer)}
            </Link>
          ) : null}
          {isSuspended ? null : (
            <Button size="sm" variant="danger" disabled={isBusy} onClick={() => setAsking(true)}>
              {t(TEXT.suspend)}
            </Button>
          )}
        </div>
      </div>
      {isAsking ? (
        <ReasonDialog
          title={t(TEXT.suspendTitle, { who })}
          confirmLabel={t(TEXT.suspend)}
          reasonLabel={t(TEXT.suspendLabel)}
          isBusy={isBusy}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => {
            suspend({ id: employer.employerId, body: { reason } });
            setAsking(false);
          }}
        >
          <p>{t(TEXT.suspendBody, { count: employer.openListings })}</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}

function FraudLists({
  fraud,
  busyId,
  suspend,
}: {
  fraud: FraudOverview;
  busyId: string | null;
  suspend: (action: SuspendAction) => void;
}) {
  const { repeatedFlagEmployers, heldListings, flaggedMessages, unpaidStipends } = fraud;
  const t = useT();
  return (
    <>
      <FraudSection
        id="fraud-employers"
        title={t(TEXT.employers)}
        count={repeatedFlagEmployers.count}
        shown={repeatedFlagEmployers.items.length}
        note={t(TEXT.employersNote, windows)}
        empty={t(TEXT.employersEmpty)}
      >
        {repeatedFlagEmployers.items.map((employer) => (
          <EmployerCard
            key={employer.employerId}
            employer={employer}
            isBusy={busyId === employer.employerId}
            suspend={suspend}
          />
        ))}
      </FraudSection>
      <FraudSection
        id="fraud-held"
        title={t(TEXT.held)}
        count={heldListings.count}
        shown={heldListings.items.length}
        link={{ to: `${ADMIN_PATHS.listingReviews}?state=held`, label: t(TEXT.heldLink) }}
        empty={t(TEXT.heldEmpty)}
      >
        {heldListings.items.map((listing) => (
          <li key={listing._id} className={`${cardClass} space-y-2`}>
            <p className="font-semibold break-words text-slate-900">{listing.title}</p>
            <p className="text-sm break-words text-slate-700">
              {listing.companyName} · {momentText(listing.screenedAt)}
            </p>
            <FlagBadges codes={listing.codes} />
          </li>
        ))}
      </FraudSection>
      <FraudSection
        id="fraud-messages"
        title={t(TEXT.messages)}
        count={flaggedMessages.count}
        shown={flaggedMessages.items.length}
        note={t(TEXT.messagesNote, windows)}
        link={{ to: ADMIN_PATHS.reports, label: t(TEXT.messagesLink) }}
        empty={t(TEXT.messagesEmpty, windows)}
      >
        {flaggedMessages.items.map((message) => (
          <li key={message._id} className={`${cardClass} space-y-2`}>
            <p className="text-sm break-words text-slate-700">
              {message.companyName || message.employerEmail || t(TEXT.deleted)} ·{' '}
              {momentText(message.createdAt)}
            </p>
            <FlagBadges codes={message.codes} />
            <p className="line-clamp-4 break-words whitespace-pre-line text-slate-900">
              {message.body}
            </p>
          </li>
        ))}
      </FraudSection>
      <FraudSection
        id="fraud-stipends"
        title={t(TEXT.stipends)}
        count={unpaidStipends.count}
        shown={unpaidStipends.items.length}
        link={{ to: ADMIN_PATHS.stipendChecks, label: t(TEXT.stipendsLink) }}
        empty={t(TEXT.stipendsEmpty)}
      >
        {unpaidStipends.items.map((check) => (
          <li key={check._id} className={`${cardClass} space-y-2`}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-slate-900">{check.jobTitle}</span>
              <Badge tone="red">
                {check.answer === 'no' ? t(TEXT.answer.no) : t(TEXT.answer.partly)}
              </Badge>
              <Badge tone={check.responded ? 'green' : 'slate'}>
                {check.responded ? t(TEXT.responded) : t(TEXT.awaiting)}
              </Badge>
            </p>
            <p className="text-sm break-words text-slate-700">
              {check.companyName} · {momentText(check.answeredAt)}
            </p>
            {check.note ? (
              <p className="break-words whitespace-pre-line text-slate-900">{check.note}</p>
            ) : null}
          </li>
        ))}
      </FraudSection>
    </>
  );
}

/** /admin/dashboard/fraud: the four fraud lists, and suspending a repeatedly flagged employer. */
function AdminFraudPage() {
  const { fraud } = useLoaderData<typeof fraudLoader>();
  const { view } = useLoadedView(fraud);
  const { act, busyId, outcome } = useRowAction<SuspendAction>();
  const t = useT();
  return (
    <AdminPage title={t(TEXT.title)} intro={t(TEXT.intro)} outcome={outcome}>
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <FraudLists fraud={view.data} busyId={busyId} suspend={act} />
      ) : null}
    </AdminPage>
  );
}

export const adminFraudRoute = {
  Component: AdminFraudPage,
  loader: fraudLoader,
  action: fraudAction,
  catalogue: adminCatalogue,
};
