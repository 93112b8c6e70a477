import type { JobStatus, PostedJob } from '@shuruaat/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { listingState, payText, placeText, type ListingState } from '@/lib/job-format';
import { dateText, numberText } from '@/lib/format';
import { listedApplicants } from '@/lib/applicant-counts';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { StatusChip } from '@/components/ui/listing-status-chip';
import { useT } from '@/lib/i18n/translate';
import { ScreeningNotice } from './screening-notice';

/** `label` is a message id. */
type Move = { label: string; status: JobStatus };

// Which status changes make sense from where a listing is now.
const MOVES: Record<ListingState, Move[]> = {
  draft: [{ label: 'jobs.posted.publish', status: 'active' }],
  active: [
    { label: 'jobs.posted.pause', status: 'paused' },
    { label: 'jobs.posted.close', status: 'closed' },
  ],
  expired: [{ label: 'jobs.posted.close', status: 'closed' }],
  paused: [
    { label: 'jobs.posted.resume', status: 'active' },
    { label: 'jobs.posted.close', status: 'closed' },
  ],
  closed: [],
};

type PostedJobCardProps = {
  job: PostedJob;
  isBusy: boolean;
  onMove: (job: PostedJob, status: JobStatus) => void;
  onDelete: (job: PostedJob) => void;
};

export function PostedJobCard({ job, isBusy, onMove, onDelete }: PostedJobCardProps) {
  const t = useT();
  const titleId = useId();
  const state = listingState(job);
  const { applied, shortlisted, hired } = job.applicantCounts;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words text-indigo-950">
            {job.title}
          </h2>
          <p className="text-sm text-slate-600">
            {t(`jobs.form.kind.${job.kind}`)} · {placeText(t, job)}
          </p>
        </div>
        <StatusChip state={state} />
      </div>
      <ScreeningNotice review={job.review ?? null} />
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact
          term={job.kind === 'job' ? t('jobs.posted.ctc') : t('jobs.posted.stipend')}
          value={payText(job)}
        />
        <Fact term={t('jobs.posted.applyBy')} value={dateText(job.applyBy)} />
        <Fact term={t('jobs.posted.applicants')} value={numberText(listedApplicants(job))} />
        <Fact
          term={t('jobs.posted.shortlistedHired')}
          value={`${numberText(shortlisted)} · ${numberText(hired)}`}
        />
      </dl>
      {applied > 0 ? (
        <p className="mt-2 text-sm">
          <Link
            to={`${EMPLOYER_PATHS.applicants(job._id)}?status=applied`}
            className="font-semibold text-indigo-800 underline underline-offset-2"
          >
            {t('jobs.posted.newToReview', { count: numberText(applied) })}
          </Link>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink
          to={EMPLOYER_PATHS.applicants(job._id)}
          aria-label={t('jobs.posted.viewApplicantsFor', {
            count: numberText(listedApplicants(job)),
            title: job.title,
          })}
          variant="secondary"
          size="sm"
        >
          {t('jobs.posted.viewApplicants', { count: numberText(listedApplicants(job)) })}
        </ButtonLink>
        {MOVES[state].map((move) => (
          <Button
            key={move.label}
            variant={move.status === 'active' ? 'secondary' : 'outline'}
            size="sm"
            disabled={isBusy}
            onClick={() => onMove(job, move.status)}
          >
            {t(move.label)}
          </Button>
        ))}
        <ButtonLink to={EMPLOYER_PATHS.editJob(job._id)} variant="outline" size="sm">
          {t('jobs.posted.edit')}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          disabled={isBusy}
          onClick={() => onDelete(job)}
        >
          {t('jobs.posted.delete')}
        </Button>
      </div>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
