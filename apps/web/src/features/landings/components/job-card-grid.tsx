import type { JobListItem } from '@shuruaat/contract';
import { CompactJobCard } from '@/components/ui/compact-job-card';

type JobCardGridProps = {
  label: string;
  jobs: JobListItem[];
  empty: string;
  /** Four cards sit in one row on wide screens rather than three and one. */
  isFourAcross?: boolean;
};

// Phones get a row to swipe through, so six listings do not push the rest of the page away.
const GRID =
  '-mx-4 grid auto-cols-[82%] grid-flow-col gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 snap-x snap-mandatory sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-2 sm:overflow-visible sm:px-0';

export function JobCardGrid({ label, jobs, empty, isFourAcross }: JobCardGridProps) {
  const grid = `${GRID} ${isFourAcross ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`;
  if (jobs.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul aria-label={label} className={grid}>
      {jobs.map((job) => (
        <li key={job._id} className="snap-start">
          <CompactJobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
