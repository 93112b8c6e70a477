import { searchSortFor } from '@shuruaat/contract';
import { useState } from 'react';
import { useNavigationType } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFetchEffect } from '@/lib/fetch-effect';
import { useAppDispatch, useAppStore } from '@/lib/redux-hooks';
import { resultCountText } from '@/lib/listing-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { activeFilters } from '../active-filters';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { AlertMeButton } from '../components/alert-me-button';
import { FiltersSheet } from '../components/filters-sheet';
import { SearchBox } from '../components/search-box';
import { NoResults, SearchFailed } from '../components/search-states';
import { SearchResults } from '../components/search-results';
import { SortSelect } from '../components/sort-select';
import { UnderstoodChips } from '../components/understood-chips';
import { searchPageTitle } from '../page-title';
import { readFilters } from '@/lib/job-filters';
import { clearedFilters, withFilter } from '../search-params';
import { selectJobs, useJobSearch } from '../selectors';
import { loadMoreJobs, searchJobs, searchKey } from '../thunks';
import { useSearchFilters } from '../use-search-filters';

export function JobSearchPage() {
  const { filters, applyFilters } = useSearchFilters();
  const search = useJobSearch();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  useSearchOnChange(searchKey(filters));
  const title = searchPageTitle(filters);
  useDocumentTitle(title);

  const dispatch = useAppDispatch();
  const chipCount = activeFilters(filters).length;
  const isDone = search.status === 'succeeded';

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {title.replace(/ \| Shuruaat$/, '')}
      </h1>
      <div className="mt-4 max-w-2xl">
        <SearchBox
          key={filters.q ?? ''}
          initialQuery={filters.q ?? ''}
          onSearch={(q) => applyFilters(withFilter(filters, 'q', q || undefined))}
        />
      </div>
      <div className="mt-6 md:grid md:grid-cols-[15rem_1fr] md:items-start md:gap-8">
        <aside aria-label="Filters" className="hidden md:block">
          <h2 className="mb-3 text-base font-semibold text-slate-900">Filters</h2>
          <FilterPanel filters={filters} facets={search.facets} onChange={applyFilters} />
        </aside>
        <section aria-label="Results" className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-slate-900">
              {isDone ? resultCountText(search.total, search.totalCapped) : 'Searching…'}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <AlertMeButton filters={filters} />
              <Button
                variant="outline"
                size="sm"
                className="md:hidden"
                onClick={() => setIsSheetOpen(true)}
              >
                Filters{chipCount ? ` (${chipCount})` : ''}
              </Button>
              <SortSelect
                value={searchSortFor(filters)}
                hasQuery={Boolean(filters.q)}
                onChange={(sort) => applyFilters(withFilter(filters, 'sort', sort))}
              />
            </div>
          </div>
          <FilterChips filters={filters} onChange={applyFilters} />
          {isDone ? (
            <UnderstoodChips
              q={filters.q ?? ''}
              chips={search.understood}
              onSearch={(q) => applyFilters(withFilter(filters, 'q', q))}
            />
          ) : null}
          {search.status === 'failed' ? (
            <SearchFailed
              message={search.error}
              onRetry={() => void dispatch(searchJobs(filters))}
            />
          ) : isDone && search.items.length === 0 ? (
            <NoResults
              filters={filters}
              hasFilters={chipCount > 0}
              onClearFilters={() => applyFilters(clearedFilters(filters))}
            />
          ) : (
            <SearchResults search={search} onLoadMore={() => void dispatch(loadMoreJobs())} />
          )}
        </section>
      </div>
      {isSheetOpen ? (
        <FiltersSheet
          filters={filters}
          facets={search.facets}
          onClose={() => setIsSheetOpen(false)}
          onApply={(next) => {
            setIsSheetOpen(false);
            applyFilters(next);
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * Searches whenever the filters in the URL change. Coming back (the browser's back button) to
 * the search already in the store shows the pages loaded before, so the scroll position the
 * router restores still points at the same card.
 */
function useSearchOnChange(key: string) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigationType = useNavigationType();
  useFetchEffect(() => {
    const { search } = selectJobs(store.getState());
    const isKept = search.key === key && search.status !== 'failed';
    if (isKept && navigationType === 'POP') return;
    void dispatch(searchJobs(readFilters(new URLSearchParams(key))));
    // Only a new search runs the effect; how we got here is read at that moment.
  }, [key, dispatch, store]);
}
