import { CompactJobCard } from '@/components/ui/compact-job-card';
import type { LATEST_SECTIONS } from '../live-sections-config';
import { useListings } from '@/lib/use-listings';
import { HomeSection } from './home-section';
import { STRIP_GRID, StripSkeleton } from './live-skeletons';

type LatestStripProps = { section: (typeof LATEST_SECTIONS)[number] };

/** The six newest listings of one kind; the strip steps aside if they cannot be loaded. */
export function LatestStrip({ section }: LatestStripProps) {
  const { kind, id, title, more } = section;
  const result = useListings({ filters: { kind, sort: 'newest' }, limit: 6, facets: false });
  if (result.status === 'failed') return null;
  if (result.status === 'ready' && result.data.items.length === 0) return null;
  return (
    <HomeSection id={id} title={title} more={more}>
      {result.status === 'loading' ? (
        <StripSkeleton />
      ) : (
        <ul aria-label={title} className={STRIP_GRID}>
          {result.data.items.map((job) => (
            <li key={job._id} className="snap-start">
              <CompactJobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
