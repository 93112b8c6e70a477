import {
  CANDIDATE_STATUS_LABELS,
  dashboardPathFor,
  WORK_MODE_LABELS,
  type JobDetailResponse,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { KIND_LABELS } from '@/lib/job-format';
import {
  applicantsText,
  durationText,
  listingPayText,
  postedAgoText,
  startText,
} from '@/lib/listing-format';
import { dateText } from '@/lib/format';
import { applyPath } from '../paths';
import type { MyApplication } from '../use-my-application';
import { JobBadges } from './badges';
import { CompanyLogo, CompanyName } from './company-mark';
import { SaveJobButton } from './save-job-button';
import { ShareButton } from './share-button';

/** The top of a job page: who, what, where, pay and dates, and the way to apply. */
export function JobSummary({
  detail,
  now,
  applied = null,
}: {
  detail: JobDetailResponse;
  now?: Date;
  applied?: MyApplication;
}) {
  const { job, company } = detail;
  const postedOn = dateText(job.createdAt.slice(0, 10));
  return (
    <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <CompanyLogo company={company} size="size-14" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-indigo-950">{job.title}</h1>
          <p className="mt-1 text-slate-700">
            <CompanyName company={company} />
          </p>
        </div>
      </div>
      <div className="mt-4">
        <JobBadges job={job} now={now} />
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact term="Type">{`${KIND_LABELS[job.kind]}${job.partTime ? ' · Part-time' : ''}`}</Fact>
        <Fact term="Work mode">{WORK_MODE_LABELS[job.workMode]}</Fact>
        <Fact term="Location">{job.cities.length ? job.cities.join(', ') : 'Work from home'}</Fact>
        <Fact term={job.kind === 'job' ? 'CTC' : 'Stipend'}>{listingPayText(job)}</Fact>
        {job.durationMonths ? (
          <Fact term="Duration">{durationText(job.durationMonths)}</Fact>
        ) : null}
        <Fact term="Start date">{startText(job.startDate, now)}</Fact>
        <Fact term="Apply by">{dateText(job.applyBy)}</Fact>
        <Fact term="Openings">{String(job.openings)}</Fact>
        <Fact term="Posted">
          <time
            dateTime={job.createdAt}
          >{`${postedOn} · ${postedAgoText(job.createdAt, now).replace('Posted ', '')}`}</time>
        </Fact>
      </dl>
      <p className="mt-4 text-sm font-medium text-slate-700">
        {applicantsText(detail.applicantCount)}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {applied ? (
          <AppliedNote applied={applied} />
        ) : job.isAcceptingApplications ? (
          <ButtonLink to={applyPath(job._id)} size="lg">
            Apply now
          </ButtonLink>
        ) : (
          <p
            role="note"
            className="w-full rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
          >
            This opportunity is no longer accepting applications
          </p>
        )}
        <SaveJobButton jobId={job._id} title={job.title} />
        <ShareButton title={`${job.title} at ${company.name}`} />
      </div>
    </header>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** After applying, the page says where things stand instead of offering to apply again. */
function AppliedNote({ applied }: { applied: NonNullable<MyApplication> }) {
  return (
    <p role="status" className="text-sm font-semibold text-emerald-900">
      Applied — status: {CANDIDATE_STATUS_LABELS[applied.status]} ·{' '}
      <Link
        to={`${dashboardPathFor('candidate')}/applications#application-${encodeURIComponent(applied.jobId)}`}
        className="text-indigo-800 underline underline-offset-2"
      >
        View your application
      </Link>
    </p>
  );
}

/**
 * On phones the Apply button scrolls away at the top of a long page; this bar keeps it (or the
 * applied status) at the bottom of the screen. Wider screens see the header's button.
 */
export function StickyApplyBar({
  detail,
  applied,
}: {
  detail: JobDetailResponse;
  applied: MyApplication;
}) {
  const { job } = detail;
  if (!applied && !job.isAcceptingApplications) return null;
  return (
    <div
      role="region"
      aria-label="Apply"
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:hidden"
    >
      {applied ? (
        <AppliedNote applied={applied} />
      ) : (
        <>
          <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
            {job.title}
          </p>
          <ButtonLink to={applyPath(job._id)}>Apply now</ButtonLink>
        </>
      )}
    </div>
  );
}
