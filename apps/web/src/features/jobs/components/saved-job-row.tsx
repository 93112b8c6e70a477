import type { SavedJob } from '@shuruaat/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { placeText } from '@/lib/job-format';
import { timeAgoText } from '@/lib/format';
import { applyByText, listingPayText } from '@/lib/listing-format';
import { jobPath } from '../paths';
import { useT } from '@/lib/i18n/translate';
import { CompanyLogo, CompanyName } from './company-mark';
import { SaveJobButton } from './save-job-button';

/** One saved listing: what it is, whether it still takes applications, and the toggle. */
export function SavedJobRow({ saved, now }: { saved: SavedJob; now?: Date }) {
  const t = useT();
  const { job, isClosed } = saved;
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-nowrap sm:p-5"
    >
      <CompanyLogo company={job.company} />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold break-words text-indigo-950">
          <Link to={jobPath(job.slug)} className="underline-offset-2 hover:underline">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">
          <CompanyName company={job.company} />
        </p>
        <p className="mt-2 text-sm text-slate-800">
          {placeText(t, job)} · {listingPayText(job)}
        </p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {isClosed ? (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
              {t('jobs.saved.closed')}
            </span>
          ) : (
            <span>{applyByText(job.applyBy)}</span>
          )}
          <span>
            {t('jobs.saved.savedAgo', {
              ago: timeAgoText(saved.savedAt, now).replace('Just now', () => 'just now'),
            })}
          </span>
        </p>
      </div>
      <SaveJobButton jobId={job._id} title={job.title} isSavedAtFirst />
    </article>
  );
}
