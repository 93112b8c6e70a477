import type { PostedJob } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import type { JobAction, JobOutcome } from '../actions';
import type { Loaded } from '@/lib/route-data';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import { AdminJobRow } from './admin-job-row';
import { EmptyState } from './admin-page';

/** A row added by "Load more", brought up to date with what an action did to it. */
function applyOutcome(job: PostedJob, outcome: JobOutcome): PostedJob | null {
  if (job._id !== outcome.id) return job;
  return outcome.intent === 'delete' ? null : { ...job, ...outcome.job };
}

/** Listings with what an admin may do to each, and "Load more" after the loader's first page. */
export function AdminJobList({
  first,
  findMore,
  empty,
  act,
  busyId,
  outcome,
}: {
  first: Page<PostedJob>;
  findMore: (cursor: string) => Promise<Loaded<Page<PostedJob>>>;
  empty: ReactNode;
  act: (action: JobAction) => void;
  busyId: string | null;
  outcome: JobOutcome | undefined;
}) {
  const list = usePagedList(first, findMore, outcome, applyOutcome);
  return (
    <>
      {list.items.length === 0 ? <EmptyState>{empty}</EmptyState> : null}
      <ul className="space-y-3">
        {list.items.map((job) => (
          <AdminJobRow
            key={job._id}
            job={job}
            isBusy={busyId === job._id}
            onStatus={(status) => act({ intent: 'status', id: job._id, status })}
            onDelete={() => act({ intent: 'delete', id: job._id })}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
    </>
  );
}
