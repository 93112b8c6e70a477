import type { JobForYou } from '@shuruaat/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { placeText } from '@/lib/job-format';
import { applyByText, durationText, listingPayText } from '@/lib/listing-format';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { workModeLabel } from '@/job-search/option-labels';
import { useT, type Translate } from '@/lib/i18n/translate';

function facts(t: Translate, job: JobForYou): string[] {
  const duration = job.durationMonths ? durationText(job.durationMonths) : null;
  return [
    placeText(t, job),
    listingPayText(job),
    duration,
    job.partTime ? t('candidates.match.partTime') : null,
  ].filter((fact): fact is string => fact !== null);
}

/** Why the job was picked, in the candidate's own terms. */
function reasons(t: Translate, job: JobForYou): string[] {
  const found: string[] = [];
  if (job.matchedSkills.length > 0)
    found.push(t('candidates.match.skills', { skills: job.matchedSkills.join(', ') }));
  // A work-from-home job "matches" every city; saying so would read as a claim about its office.
  if (job.cityMatch && job.cities.length > 0) found.push(t('candidates.match.city'));
  if (job.workModeMatch)
    found.push(t('candidates.match.workMode', { mode: workModeLabel(t, job.workMode) }));
  return found;
}

export function JobForYouCard({ job }: { job: JobForYou }) {
  const t = useT();
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={id} className="font-semibold break-words text-indigo-950">
        <Link to={CANDIDATE_PATHS.job(job.slug)} className="underline-offset-2 hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{job.company.name}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs font-medium text-slate-700">
        {facts(t, job).map((fact) => (
          <li key={fact} className="rounded-full bg-slate-100 px-2.5 py-1">
            {fact}
          </li>
        ))}
      </ul>
      <div className="mt-3 rounded-lg bg-green-50 p-3">
        <h3 className="text-xs font-semibold tracking-wide text-green-900 uppercase">
          {t('candidates.match.why')}
        </h3>
        <ul className="mt-1 list-inside list-disc text-sm text-slate-800">
          {reasons(t, job).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-4">
        <span className="text-xs text-slate-600">{applyByText(job.applyBy)}</span>
        <ButtonLink
          to={CANDIDATE_PATHS.apply(job._id)}
          size="sm"
          aria-label={t('candidates.match.applyTo', { title: job.title })}
        >
          {t('candidates.match.apply')}
        </ButtonLink>
      </div>
    </article>
  );
}
