import { CompactJobCardSkeleton } from '@/components/ui/compact-job-card';

// Shared by the home page's fallback and the live sections, so nothing moves when they swap.

export const STRIP_GRID =
  '-mx-4 grid auto-cols-[82%] grid-flow-col gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 snap-x snap-mandatory sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3';

export function StripSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={STRIP_GRID}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="snap-start">
          <CompactJobCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function LinksSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="h-18 animate-pulse rounded-xl border border-slate-200 bg-white"
        />
      ))}
    </ul>
  );
}
