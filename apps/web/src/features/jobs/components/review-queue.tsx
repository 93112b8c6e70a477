import type { PostedJob } from '@shuruaat/contract';
import { Link } from 'react-router';
import { listedApplicants } from '@/lib/applicant-counts';
import { jobsToReview } from '../job-counts';
import { EMPLOYER_PATHS } from '@/lib/employer-paths';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

/** The overview's shortcut into the pipeline: jobs whose new applicants nobody has looked at. */
export function ReviewQueue({ jobs }: { jobs: readonly PostedJob[] }) {
  const t = useT();
  const waiting = jobsToReview(jobs);
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading" className="text-lg font-semibold text-slate-900">
        {t('jobs.review.heading')}
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('jobs.review.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {waiting.map((job) => (
            <li key={job._id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-words text-indigo-950">{job.title}</p>
                <p className="text-sm text-slate-700">
                  {t('jobs.review.counts', {
                    fresh: numberText(job.applicantCounts.applied),
                    total: numberText(listedApplicants(job)),
                  })}
                </p>
              </div>
              <Link
                to={EMPLOYER_PATHS.applicants(job._id)}
                aria-label={t('jobs.posted.viewApplicantsFor', {
                  count: numberText(listedApplicants(job)),
                  title: job.title,
                })}
                className="text-sm font-semibold text-indigo-800 underline underline-offset-2"
              >
                {t('jobs.posted.viewApplicants', { count: numberText(listedApplicants(job)) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
