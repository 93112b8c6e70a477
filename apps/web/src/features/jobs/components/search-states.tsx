import { createSearchParams, Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { POPULAR_SEARCHES } from '../filter-options';
import { JOBS_PATH } from '../paths';
import type { JobFilters } from '@/job-search/job-filters';

type EmptyProps = { filters: JobFilters; hasFilters: boolean; onClearFilters: () => void };

export function NoResults({ filters, hasFilters, onClearFilters }: EmptyProps) {
  return (
    <section
      aria-labelledby="no-results"
      className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center"
    >
      <h2 id="no-results" className="text-lg font-semibold text-slate-900">
        No opportunities match this search
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {filters.q ? <li>Check the spelling, or try fewer or more general words.</li> : null}
        {hasFilters ? <li>Remove a filter or two to widen the search.</li> : null}
      </ul>
      {hasFilters ? (
        <Button variant="secondary" className="mt-4" onClick={onClearFilters}>
          Clear filters
        </Button>
      ) : null}
      <p className="mt-6 text-sm font-medium text-slate-900">Or try a popular search:</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {POPULAR_SEARCHES.map((q) => (
          <li key={q}>
            <Link
              to={{ pathname: JOBS_PATH, search: `?${createSearchParams({ q })}` }}
              className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-indigo-900 underline-offset-2 hover:underline"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchFailed({
  message,
  onRetry,
}: {
  message: string | null;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-900">Could not load opportunities</h2>
      {message ? <p className="mt-1 text-sm text-red-800">{message}</p> : null}
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
