import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
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
      {search.loadMoreError ? (
        <p role="alert" className="mt-4 text-center text-sm text-red-800">
          {search.loadMoreError}
        </p>
      ) : null}
      {search.nextCursor ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={onLoadMore} disabled={search.isLoadingMore}>
            {search.isLoadingMore ? (
              <>
                <Spinner className="size-4" />
                Loading more…
              </>
            ) : (
              'Load more'
            )}
          </Button>
        </div>
      ) : null}
    </>
  );
}
