import { popularCategoryLinks, popularCityLinks } from '../browse-links';
import { BROWSE_SECTIONS } from '../live-sections-config';
import type { Listing } from '@/job-search/listing';
import { BrowseLinks } from './browse-links';
import { HomeSection } from './home-section';

/** Category and city ways into /jobs, with live counts from one facets-only search. */
export function BrowseSections({ result }: { result: Listing }) {
  const facets = result.ok ? result.data.facets : null;
  if (!facets) return null;
  const { category, city } = BROWSE_SECTIONS;
  return (
    <>
      <HomeSection id={category.id} title={category.title} more={category.more}>
        <BrowseLinks label="Categories" links={popularCategoryLinks(facets)} />
      </HomeSection>
      <HomeSection id={city.id} title={city.title}>
        <BrowseLinks label="Cities" links={popularCityLinks(facets)} />
      </HomeSection>
    </>
  );
}
