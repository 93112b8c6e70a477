import {
  searchHeadingIn,
  searchSortFor,
  SITE_NAME,
  type JobSearchResponse,
} from '@shuruaat/contract';
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigation, useRevalidator } from 'react-router';
import { Button } from '@/components/ui/button';
import { writeFilters, type JobFilters } from '@/job-search/job-filters';
import { jobSearchCatalogue } from '@/job-search/locales/catalogue';
import { numberText } from '@/lib/format';
import { useTranslator } from '@/lib/i18n/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { activeFilters } from '../active-filters';
import { AlertMeButton } from '../components/alert-me-button';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { FiltersSheet } from '../components/filters-sheet';
import { SearchBox } from '../components/search-box';
import { SearchResults, SearchResultsSkeleton } from '../components/search-results';
import { NoResults, RelaxedNote, SearchFailed } from '../components/search-states';
import { SortSelect } from '../components/sort-select';
import { UnderstoodChips } from '../components/understood-chips';
import { jobsCatalogue } from '../locales/catalogue';
import { jobSearchPageLoader } from '../search-loaders';
import { keepPageAfterSave, saveJobAction } from '../saved-jobs-loaders';
import { JOBS_PATH } from '../paths';
import { headingInput, shownFilters } from '../read-as';
import { clearedFilters, withFilter } from '../search-params';
import { useMoreResults } from '../use-more-results';
import { useSearchFilters } from '../use-search-filters';
import { SavedJobIdsContext, useSavedJobIds } from '../use-saved-job-ids';

/** True while another search (or the same one, tried again) is on its way. */
function useIsSearching() {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const isNextSearch = navigation.state === 'loading' && navigation.location.pathname === JOBS_PATH;
  return isNextSearch || revalidator.state === 'loading';
}

export function JobSearchPage() {
  const translator = useTranslator();
  const { t } = translator;
  const { filters, first } = useLoaderData<typeof jobSearchPageLoader>();
  const applyFilters = useSearchFilters(filters);
  const revalidator = useRevalidator();
  const isSearching = useIsSearching();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const answered = first.ok ? first.data : null;
  // Named and filtered as the server read the box, so "wfh" is Work from home in the panel too.
  const heading = searchHeadingIn(translator, headingInput(filters, answered));
  const shown = shownFilters(filters, answered);
  useDocumentTitle(`${heading} | ${SITE_NAME}`);

  const chipCount = activeFilters(filters, t).length;
  const found = first.ok && !isSearching ? first.data : null;
  const facets = first.ok ? first.data.facets : null;
  const savedIds = useSavedJobIds();

  return (
    <SavedJobIdsContext value={savedIds}>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <h1 className="text-2xl font-bold text-indigo-950 sm:text-3xl">{heading}</h1>
        <div className="mt-4 max-w-2xl">
          <SearchBox
            key={filters.q ?? ''}
            initialQuery={filters.q ?? ''}
            onSearch={(q) => applyFilters(withFilter(filters, 'q', q || undefined))}
          />
        </div>
        <div className="mt-6 md:grid md:grid-cols-[15rem_1fr] md:items-start md:gap-8">
          <aside aria-label={t('jobs.search.filters')} className="hidden md:block">
            <h2 className="mb-3 text-base font-semibold text-slate-900">
              {t('jobs.search.filters')}
            </h2>
            <FilterPanel filters={shown} facets={facets} onChange={applyFilters} />
          </aside>
          <section aria-label={t('jobs.search.results')} className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-semibold text-slate-900">
                {found
                  ? found.totalCapped
                    ? t('jobs.search.countCapped', { count: numberText(found.total) })
                    : t('jobs.search.count', { count: found.total })
                  : t('jobs.search.searching')}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                {/* An empty search offers its own, beside the nearest searches. */}
                {answered?.items.length === 0 ? null : <AlertMeButton filters={filters} />}
                <Button
                  variant="outline"
                  size="sm"
                  className="md:hidden"
                  onClick={() => setIsSheetOpen(true)}
                >
                  {chipCount
                    ? t('jobs.search.filtersCount', { count: chipCount })
                    : t('jobs.search.filters')}
                </Button>
                <SortSelect
                  value={searchSortFor(filters)}
                  hasQuery={Boolean(filters.q)}
                  onChange={(sort) => applyFilters(withFilter(filters, 'sort', sort))}
                />
              </div>
            </div>
            <FilterChips filters={filters} onChange={applyFilters} />
            {found ? (
              <UnderstoodChips
                q={filters.q ?? ''}
                chips={found.understood}
                onSearch={(q) => applyFilters(withFilter(filters, 'q', q))}
              />
            ) : null}
            {found?.relaxed && found.items.length ? (
              <RelaxedNote
                relaxed={found.relaxed}
                kind={found.readAs.kind}
                total={found.total}
                filters={filters}
                alternatives={found.alternatives}
              />
            ) : null}
            {isSearching ? (
              <SearchResultsSkeleton />
            ) : !first.ok ? (
              <SearchFailed
                message={first.failure.message}
                onRetry={() => void revalidator.revalidate()}
              />
            ) : first.data.items.length === 0 ? (
              <NoResults
                filters={filters}
                hasFilters={chipCount > 0}
                alternatives={first.data.alternatives}
                onClearFilters={() => applyFilters(clearedFilters(filters))}
              />
            ) : (
              <FoundJobs filters={filters} first={first.data} />
            )}
          </section>
        </div>
        {isSheetOpen ? (
          <FiltersSheet
            filters={shown}
            facets={facets}
            onClose={() => setIsSheetOpen(false)}
            onApply={(next) => {
              setIsSheetOpen(false);
              applyFilters(next);
            }}
          />
        ) : null}
      </div>
    </SavedJobIdsContext>
  );
}

export const jobSearchPageRoute = {
  Component: JobSearchPage,
  loader: jobSearchPageLoader,
  // The cards' save toggles post here; saving does not search again.
  action: saveJobAction,
  shouldRevalidate: keepPageAfterSave,
  // The page's words and the search box's (decision 032).
  catalogue: [jobsCatalogue, jobSearchCatalogue],
};

type FoundJobsProps = { filters: JobFilters; first: JobSearchResponse };

/**
 * The first page and those added with "Load more", kept by history entry: coming back to a
 * search shows the pages loaded before, so the scroll position the router restores still points
 * at the same card.
 */
function FoundJobs(props: FoundJobsProps) {
  const { key } = useLocation();
  return <MoreJobs key={key} {...props} />;
}

function MoreJobs({ filters, first }: FoundJobsProps) {
  const searchKey = writeFilters(filters).toString();
  const { more, loadMore } = useMoreResults(filters, searchKey, first.nextCursor);
  return <SearchResults first={first.items} more={more} onLoadMore={() => void loadMore()} />;
}
