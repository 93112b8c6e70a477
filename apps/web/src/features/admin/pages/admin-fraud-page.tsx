import {
  FRAUD_WINDOW_DAYS,
  REPEATED_FLAGS_MIN,
  SCREENING_FLAG_LABELS,
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
import { useLoadedView } from '@/lib/use-loaded-view';
import { fraudAction, type SuspendAction } from '../actions';
import { AdminPage, Badge, EmptyState } from '../components/admin-page';
import { ReasonDialog } from '../components/reason-dialog';
import { ADMIN_PATHS } from '../format';
import { fraudLoader } from '../loaders';
import { useRowAction } from '../use-row-action';

// This screen's words, in one place for translation.
const TEXT = {
  title: 'Fraud',
  intro:
    'What the scam checks caught, in one place: listings held before they went live, flagged messages, employers flagged again and again, and interns who say they were not paid. Suspending an employer closes all their listings (applicants are told it was removed by Shuruaat) and turns their messaging off.',
  employers: 'Employers with repeated flags',
  employersNote: `Employers with ${REPEATED_FLAGS_MIN} or more flags: messages flagged in the last ${FRAUD_WINDOW_DAYS} days, plus listings held or rejected. Those still able to message come first.`,
  employersEmpty: 'No employer has been flagged more than once.',
  held: 'Held listings',
  heldEmpty:
    'No listing is held. Screening holds a listing that asks for a fee or looks like a known scam.',
  heldLink: 'Open listing review',
  messages: 'Flagged messages',
  messagesNote: `Employer messages flagged in the last ${FRAUD_WINDOW_DAYS} days, newest first. Candidates saw a warning on each.`,
  messagesEmpty: `No message was flagged in the last ${FRAUD_WINDOW_DAYS} days.`,
  messagesLink: 'Reported messages and paused employers',
  stipends: 'Unpaid stipends',
  stipendsEmpty: 'No intern has said their stipend went unpaid.',
  stipendsLink: 'Open unpaid stipends',
  shown: (shown: number, count: number) => `The newest ${shown} of ${count}.`,
  flaggedMessages: (n: number) => `${n} flagged ${n === 1 ? 'message' : 'messages'}`,
  flaggedListings: (n: number) => `${n} held or rejected ${n === 1 ? 'listing' : 'listings'}`,
  openListings: (n: number) => `${n} open ${n === 1 ? 'listing' : 'listings'}`,
  paused: 'Messaging off',
  suspended: 'Suspended',
  suspend: 'Suspend employer',
  suspendTitle: (who: string) => `Suspend ${who}?`,
  suspendLabel: 'Reason (the employer sees this; kept in the audit log)',
  suspendBody: (open: number) =>
    `${open === 0 ? 'They have no open listing.' : `Their ${open === 1 ? 'open listing is' : `${open} open listings are`} closed, and everyone still waiting on them is told the listing was removed by Shuruaat.`} They can no longer write to candidates until an admin turns messaging back on.`,
  theirListings: 'Their listings',
  findEmployer: 'Find the employer',
  answer: { partly: 'Paid only partly', no: 'Not paid' },
  responded: 'Company responded',
  awaiting: 'No response yet',
  deleted: 'A deleted account',
} as const;

const linkClass = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50';
const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function FlagBadges({ codes }: { codes: ScamFlagCode[] }) {
  return (
    <p className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <Badge key={code} tone="amber">
          {SCREENING_FLAG_LABELS[code]}
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
      {count > shown ? <p className="text-sm text-slate-600">{TEXT.shown(shown, count)}</p> : null}
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
  const who = employer.companyName || employer.employerEmail || TEXT.deleted;
  const isSuspended = employer.messagingSuspended && employer.openListings === 0;
  return (
    <li className={cardClass}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900">{who}</span>
            {isSuspended ? (
              <Badge tone="red">{TEXT.suspended}</Badge>
            ) : employer.messagingSuspended ? (
              <Badge tone="red">{TEXT.paused}</Badge>
            ) : null}
          </p>
          {employer.employerEmail ? (
            <p className="text-sm break-words text-slate-700">{employer.employerEmail}</p>
          ) : null}
          <p className="flex flex-wrap gap-1">
            <Badge tone="amber">{TEXT.flaggedMessages(employer.flaggedMessages)}</Badge>
            <Badge tone="amber">{TEXT.flaggedListings(employer.flaggedListings)}</Badge>
            <Badge>{TEXT.openListings(employer.openListings)}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={ADMIN_PATHS.employerJobs(employer.employerId)} className={linkClass}>
            {TEXT.theirListings}
          </Link>
          {employer.employerEmail ? (
            <Link
              to={`${ADMIN_PATHS.users}?q=${encodeURIComponent(employer.employerEmail)}`}
              className={linkClass}
            >
              {TEXT.findEmployer}
            </Link>
          ) : null}
          {isSuspended ? null : (
            <Button size="sm" variant="danger" disabled={isBusy} onClick={() => setAsking(true)}>
              {TEXT.suspend}
            </Button>
          )}
        </div>
      </div>
      {isAsking ? (
        <ReasonDialog
          title={TEXT.suspendTitle(who)}
          confirmLabel={TEXT.suspend}
          reasonLabel={TEXT.suspendLabel}
          isBusy={isBusy}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => {
            suspend({ id: employer.employerId, body: { reason } });
            setAsking(false);
          }}
        >
          <p>{TEXT.suspendBody(employer.openListings)}</p>
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
  return (
    <>
      <FraudSection
        id="fraud-employers"
        title={TEXT.employers}
        count={repeatedFlagEmployers.count}
        shown={repeatedFlagEmployers.items.length}
        note={TEXT.employersNote}
        empty={TEXT.employersEmpty}
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
        title={TEXT.held}
        count={heldListings.count}
        shown={heldListings.items.length}
        link={{ to: `${ADMIN_PATHS.listingReviews}?state=held`, label: TEXT.heldLink }}
        empty={TEXT.heldEmpty}
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
        title={TEXT.messages}
        count={flaggedMessages.count}
        shown={flaggedMessages.items.length}
        note={TEXT.messagesNote}
        link={{ to: ADMIN_PATHS.reports, label: TEXT.messagesLink }}
        empty={TEXT.messagesEmpty}
      >
        {flaggedMessages.items.map((message) => (
          <li key={message._id} className={`${cardClass} space-y-2`}>
            <p className="text-sm break-words text-slate-700">
              {message.companyName || message.employerEmail || TEXT.deleted} ·{' '}
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
        title={TEXT.stipends}
        count={unpaidStipends.count}
        shown={unpaidStipends.items.length}
        link={{ to: ADMIN_PATHS.stipendChecks, label: TEXT.stipendsLink }}
        empty={TEXT.stipendsEmpty}
      >
        {unpaidStipends.items.map((check) => (
          <li key={check._id} className={`${cardClass} space-y-2`}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-slate-900">{check.jobTitle}</span>
              <Badge tone="red">
                {check.answer === 'no' ? TEXT.answer.no : TEXT.answer.partly}
              </Badge>
              <Badge tone={check.responded ? 'green' : 'slate'}>
                {check.responded ? TEXT.responded : TEXT.awaiting}
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
  return (
    <AdminPage title={TEXT.title} intro={TEXT.intro} outcome={outcome}>
      {view.status === 'failed' ? <Alert>{view.message}</Alert> : null}
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
};
