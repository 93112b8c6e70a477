import { CompactJobCard } from '@/components/ui/compact-job-card';
import type { Listing } from '@/job-search/listing';
import type { LATEST_SECTIONS } from '../live-sections-config';
import { HomeSection } from './home-section';
import { STRIP_GRID } from './live-skeletons';
import { useT } from '@/lib/i18n/translate';

type LatestStripProps = { section: (typeof LATEST_SECTIONS)[number]; result: Listing };

/** The six newest listings of one kind; the strip steps aside if they cannot be loaded. */
export function LatestStrip({ section, result }: LatestStripProps) {
  const t = useT();
  const { id, title, more } = section;
  if (!result.ok || result.data.items.length === 0) return null;
  return (
    <HomeSection id={id} title={title} more={more}>
      <ul aria-label={t(title)} className={STRIP_GRID}>
        {result.data.items.map((job) => (
          <li key={job._id} className="snap-start">
            <CompactJobCard job={job} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
