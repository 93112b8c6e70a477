import type { JobListItem } from '@shuruaat/contract';
import { LoadMore } from '@/components/ui/load-more';
import type { MoreResults } from '../use-more-results';
import { JobCard, JobCardSkeleton } from './job-card';

type SearchResultsProps = { first: JobListItem[]; more: MoreResults; onLoadMore: () => void };

const SKELETONS = [1, 2, 3, 4, 5];

/** Cards held in place while a search is on its way. */
export function SearchResultsSkeleton() {
  return (
    <div className="space-y-3">
      {SKELETONS.map((n) => (
        <JobCardSkeleton key={n} />
      ))}
    </div>
  );
}

/** The cards found so far and the button that fetches the next page. */
export function SearchResults({ first, more, onLoadMore }: SearchResultsProps) {
  return (
    <>
      <ul className="space-y-3">
        {[...first, ...more.items].map((job) => (
          <li key={job._id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={Boolean(more.nextCursor)}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={onLoadMore}
        isCentered
        className="mt-6"
      />
    </>
  );
}
