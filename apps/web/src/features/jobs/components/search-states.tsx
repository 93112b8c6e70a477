import type { SearchAlternative, SearchRelaxed } from '@shuruaat/contract';
import { createSearchParams, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { jobsHref, type JobFilters } from '@/job-search/job-filters';
import { numberText } from '@/lib/format';
import { cityLabel } from '@/job-search/option-labels';
import { localizeServerMessage, useT, useTranslator } from '@/lib/i18n/translate';
import { POPULAR_SEARCHES } from '../filter-options';
import { JOBS_PATH } from '../paths';
import { alternativeFilters } from '../read-as';
import { searchHeadingIn } from '@shuruaat/contract';
import { AlertMeButton } from './alert-me-button';

type EmptyProps = {
  filters: JobFilters;
  hasFilters: boolean;
  alternatives: SearchAlternative[];
  onClearFilters: () => void;
};

export function NoResults({ filters, hasFilters, alternatives, onClearFilters }: EmptyProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="no-results"
      className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center"
    >
      <h2 id="no-results" className="text-lg font-semibold text-slate-900">
        {t('jobs.empty.title')}
      </h2>
      {alternatives.length ? (
        <NearbySearches filters={filters} alternatives={alternatives} />
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {filters.q ? <li>{t('jobs.empty.spelling')}</li> : null}
          {hasFilters ? <li>{t('jobs.empty.filters')}</li> : null}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        {hasFilters ? (
          <Button variant="secondary" onClick={onClearFilters}>
            {t('jobs.empty.clearFilters')}
          </Button>
        ) : null}
        <AlertMeButton filters={filters} />
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('jobs.empty.alertHint')}</p>
      {alternatives.length ? null : <PopularSearches />}
    </section>
  );
}

/** The nearest searches that have results: the same words in the next city, type or hours. */
function NearbySearches({
  filters,
  alternatives,
}: Omit<EmptyProps, 'hasFilters' | 'onClearFilters'>) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <nav aria-label={t('jobs.empty.nearby')} className="mt-3">
      <p className="text-sm text-slate-700">{t('jobs.empty.nearest')}</p>
      <ul className="mt-2 flex flex-col items-center gap-2">
        {alternatives.map((alternative) => (
          <li key={alternative.reason}>
            <Link
              to={jobsHref(alternativeFilters(filters, alternative))}
              className="font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950"
            >
              {searchHeadingIn(translator, alternative)} ({numberText(alternative.total)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PopularSearches() {
  const t = useT();
  return (
    <>
      <p className="mt-6 text-sm font-medium text-slate-900">{t('jobs.empty.popular')}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {POPULAR_SEARCHES.map(({ q, label }) => (
          <li key={q}>
            <Link
              to={{ pathname: JOBS_PATH, search: `?${createSearchParams({ q })}` }}
              className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-indigo-900 underline-offset-2 hover:underline"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

const RELAXED_MESSAGES = {
  internship: 'jobs.relaxed.internship',
  job: 'jobs.relaxed.job',
} as const;

type RelaxedNoteProps = {
  relaxed: SearchRelaxed;
  kind: keyof typeof RELAXED_MESSAGES | null;
  total: number;
  filters: JobFilters;
  alternatives: SearchAlternative[];
};

/**
 * The place asked for had none with every word, so work-from-home ones are shown: "No web
 * developer listings in Pune — 4 work from home ones", and the nearest city that has them.
 */
export function RelaxedNote({ relaxed, kind, total, filters, alternatives }: RelaxedNoteProps) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <div className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset">
      <p>
        {t(kind ? RELAXED_MESSAGES[kind] : 'jobs.relaxed.listing', {
          hasWords: relaxed.words ? 'yes' : 'no',
          words: relaxed.words,
          cities: relaxed.cities.map((city) => cityLabel(t, city)).join(', '),
          count: total,
        })}
      </p>
      {alternatives.map((alternative) => (
        <p key={alternative.reason} className="mt-1">
          {t('jobs.relaxed.or')}{' '}
          <Link
            to={jobsHref(alternativeFilters(filters, alternative))}
            className="font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950"
          >
            {searchHeadingIn(translator, alternative)} ({numberText(alternative.total)})
          </Link>
        </p>
      ))}
    </div>
  );
}

export function SearchFailed({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-900">{t('jobs.failed.title')}</h2>
      {message ? (
        <p className="mt-1 text-sm text-red-800">{localizeServerMessage(message)}</p>
      ) : null}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('jobs.failed.retry')}
      </Button>
    </div>
  );
}
