import { popularCategoryLinks, popularCityLinks } from '../browse-links';
import { BROWSE_SECTIONS } from '../live-sections-config';
import { useListings } from '@/lib/use-listings';
import { BrowseLinks } from './browse-links';
import { HomeSection } from './home-section';
import { LinksSkeleton } from './live-skeletons';

/** Category and city ways into /jobs, with live counts from one facets-only search. */
export function BrowseSections() {
  const result = useListings({ filters: {}, limit: 1, facets: true });
  if (result.status === 'failed') return null;
  const facets = result.status === 'ready' ? result.data.facets : null;
  if (result.status === 'ready' && !facets) return null;
  const { category, city } = BROWSE_SECTIONS;
  return (
    <>
      <HomeSection id={category.id} title={category.title} more={category.more}>
        {facets ? (
          <BrowseLinks label="Categories" links={popularCategoryLinks(facets)} />
        ) : (
          <LinksSkeleton />
        )}
      </HomeSection>
      <HomeSection id={city.id} title={city.title}>
        {facets ? (
          <BrowseLinks label="Cities" links={popularCityLinks(facets)} />
        ) : (
          <LinksSkeleton />
        )}
      </HomeSection>
    </>
  );
}
