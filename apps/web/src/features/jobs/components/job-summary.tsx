import {
  dashboardPathFor,
  type ApplicationStatus,
  type JobDetailResponse,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { cityLabel, workModeLabel } from '@/job-search/option-labels';
import { dateText } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/translate';
import { daysSincePosted, durationText, listingPayText, startText } from '@/lib/listing-format';
import { applyPath } from '../paths';
import type { MyApplication } from '../use-my-application';
import { JobBadges } from './badges';
import { CompanyLogo, CompanyName } from './company-mark';
import { SaveJobButton } from './save-job-button';
import { ShareButton } from './share-button';

const KIND_WORDS = { internship: 'jobs.badge.internship', job: 'jobs.badge.job' } as const;

/** The candidate's words for where an application stands (docs/glossary-hi.md). */
const STATUS_WORDS: Record<ApplicationStatus, string> = {
  applied: 'jobs.status.applied',
  shortlisted: 'jobs.status.shortlisted',
  interview: 'jobs.status.interview',
  hired: 'jobs.status.hired',
  rejected: 'jobs.status.rejected',
  withdrawn: 'jobs.status.withdrawn',
  removed: 'jobs.status.removed',
};

/** "today", "yesterday", "3 days ago": how long the listing has been up. */
function agoWords(t: Translate, createdAt: string, now?: Date): string {
  const days = daysSincePosted(createdAt, now);
  if (days === 0) return t('jobs.summary.today');
  if (days === 1) return t('jobs.summary.yesterday');
  return t('jobs.summary.daysAgo', { count: days });
}

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
  const t = useT();
  const { job, company } = detail;
  const postedOn = dateText(job.createdAt.slice(0, 10));
  const kind = t(KIND_WORDS[job.kind]);
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
        <Fact term={t('jobs.summary.type')}>
          {job.partTime ? t('jobs.summary.typePartTime', { kind }) : kind}
        </Fact>
        <Fact term={t('jobs.summary.workMode')}>{workModeLabel(t, job.workMode)}</Fact>
        <Fact term={t('jobs.summary.location')}>
          {job.cities.length
            ? job.cities.map((city) => cityLabel(t, city)).join(', ')
            : workModeLabel(t, 'remote')}
        </Fact>
        <Fact term={t(job.kind === 'job' ? 'jobs.card.ctc' : 'jobs.card.stipend')}>
          {listingPayText(job)}
        </Fact>
        {job.durationMonths ? (
          <Fact term={t('jobs.summary.duration')}>{durationText(job.durationMonths)}</Fact>
        ) : null}
        <Fact term={t('jobs.summary.startDate')}>{startText(job.startDate, now)}</Fact>
        <Fact term={t('jobs.summary.applyBy')}>{dateText(job.applyBy)}</Fact>
        <Fact term={t('jobs.summary.openings')}>{String(job.openings)}</Fact>
        <Fact term={t('jobs.summary.posted')}>
          <time dateTime={job.createdAt}>
            {t('jobs.summary.postedOn', { date: postedOn, ago: agoWords(t, job.createdAt, now) })}
          </time>
        </Fact>
      </dl>
      <p className="mt-4 text-sm font-medium text-slate-700">
        {detail.applicantCount === 0
          ? t('jobs.summary.earlyApplicant')
          : t('jobs.summary.applicants', { count: detail.applicantCount })}
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {applied ? (
          <AppliedNote applied={applied} />
        ) : job.isAcceptingApplications ? (
          <ButtonLink to={applyPath(job._id)} size="lg">
            {t('jobs.summary.applyNow')}
          </ButtonLink>
        ) : (
          <p
            role="note"
            className="w-full rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
          >
            {t('jobs.summary.closed')}
          </p>
        )}
        <SaveJobButton jobId={job._id} title={job.title} />
        <ShareButton
          title={t('jobs.summary.shareTitle', { title: job.title, company: company.name })}
        />
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
  const t = useT();
  return (
    <p role="status" className="text-sm font-semibold text-emerald-900">
      {t('jobs.applied.status', { status: t(STATUS_WORDS[applied.status]) })}{' '}
      <Link
        to={`${dashboardPathFor('candidate')}/applications#application-${encodeURIComponent(applied.jobId)}`}
        className="text-indigo-800 underline underline-offset-2"
      >
        {t('jobs.applied.view')}
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
  const t = useT();
  const { job } = detail;
  if (!applied && !job.isAcceptingApplications) return null;
  return (
    <div
      role="region"
      aria-label={t('jobs.summary.applyBar')}
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] sm:hidden"
    >
      {applied ? (
        <AppliedNote applied={applied} />
      ) : (
        <>
          <p className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
            {job.title}
          </p>
          <ButtonLink to={applyPath(job._id)}>{t('jobs.summary.applyNow')}</ButtonLink>
        </>
      )}
    </div>
  );
}
