import { LoadMore } from '@/components/ui/load-more';
import type { SearchState } from '../state';
import { JobCard, JobCardSkeleton } from './job-card';

type SearchResultsProps = { search: SearchState; onLoadMore: () => void };

const SKELETONS = [1, 2, 3, 4, 5];

/** The cards found so far and the button that fetches the next page. */
export function SearchResults({ search, onLoadMore }: SearchResultsProps) {
  if (search.status !== 'succeeded') {
    return (
      <div className="space-y-3">
        {SKELETONS.map((n) => (
          <JobCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {search.items.map((job) => (
          <li key={job._id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(search.nextCursor)}
        isLoading={search.isLoadingMore}
        error={search.loadMoreError}
        onLoadMore={onLoadMore}
        isCentered
        className="mt-6"
      />
    </>
  );
}
