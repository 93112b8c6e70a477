import type { JobListItem } from '@shuruaat/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';
import { placeText } from '@/lib/job-format';
import {
  applyByText,
  durationText,
  listingPayText,
  postedAgoText,
  startText,
} from '@/lib/listing-format';
import { FROM_SEARCH, jobPath } from '../paths';
import { JobBadges } from './badges';
import { SaveJobButton } from './save-job-button';
import { CompanyLogo, CompanyName } from './company-mark';
import { TrackRecordLine } from './track-record-line';

/** One search result; the whole card opens the job page, except its save toggle. */
type JobCardProps = { job: JobListItem; now?: Date; heading?: 'h2' | 'h3'; isInResults?: boolean };

export function JobCard({ job, now, heading: Heading = 'h2', isInResults = true }: JobCardProps) {
  const t = useT();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-indigo-600 hover:shadow-md sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} />
        <div className="min-w-0 flex-1">
          <Heading id={titleId} className="font-semibold break-words text-indigo-950">
            {/* The link covers the card, so a tap anywhere on it opens the job. */}
            <Link
              to={jobPath(job.slug)}
              state={isInResults ? FROM_SEARCH : undefined}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </Heading>
          <p className="text-sm text-slate-700">
            <CompanyName company={job.company} />
          </p>
        </div>
        <SaveJobButton jobId={job._id} title={job.title} className="shrink-0" />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
        <Fact label={t('jobs.card.location')}>{placeText(t, job)}</Fact>
        <Fact label={t(job.kind === 'job' ? 'jobs.card.ctc' : 'jobs.card.stipend')}>
          {listingPayText(job)}
        </Fact>
        {job.durationMonths ? (
          <Fact label={t('jobs.card.duration')}>{durationText(job.durationMonths)}</Fact>
        ) : null}
        <Fact label={t('jobs.card.start')}>{startText(job.startDate, now)}</Fact>
      </ul>
      <TrackRecordLine companyId={job.company._id} companyName={job.company.name} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <JobBadges job={job} now={now} />
        <p className="text-xs text-slate-600">
          {postedAgoText(job.createdAt, now)} · {applyByText(job.applyBy)}
        </p>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}

export function JobCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="animate-pulse rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex gap-3">
        <div className="size-12 rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-4 h-3 w-4/5 rounded bg-slate-200" />
      <div className="mt-3 h-3 w-1/2 rounded bg-slate-200" />
    </div>
  );
}
