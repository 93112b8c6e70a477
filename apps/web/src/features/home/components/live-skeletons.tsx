// Shared by the home page's fallback and the live sections, so nothing moves when they swap.

export const STRIP_GRID =
  '-mx-4 grid auto-cols-[82%] grid-flow-col gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 snap-x snap-mandatory sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3';

export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-full rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex animate-pulse gap-3">
        <span className="size-10 shrink-0 rounded-lg bg-slate-200" />
        <span className="flex flex-1 flex-col gap-2 pt-1">
          <span className="h-3.5 w-4/5 rounded bg-slate-200" />
          <span className="h-3 w-1/2 rounded bg-slate-100" />
        </span>
      </div>
      <div className="mt-4 flex animate-pulse gap-2">
        <span className="h-6 w-20 rounded-full bg-slate-100" />
        <span className="h-6 w-28 rounded-full bg-slate-100" />
      </div>
    </div>
  );
}

export function StripSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={STRIP_GRID}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="snap-start">
          <JobCardSkeleton />
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
