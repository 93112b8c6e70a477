import { popularCategoryLinks, popularCityLinks } from '../browse-links';
import { BROWSE_SECTIONS } from '../live-sections-config';
import type { Listing } from '@/job-search/listing';
import { BrowseLinks } from './browse-links';
import { HomeSection } from './home-section';
import { useT } from '@/lib/i18n/translate';

/** Category and city ways into /jobs, with live counts from one facets-only search. */
export function BrowseSections({ result }: { result: Listing }) {
  const t = useT();
  const facets = result.ok ? result.data.facets : null;
  if (!facets) return null;
  const { category, city } = BROWSE_SECTIONS;
  return (
    <>
      <HomeSection id={category.id} title={category.title} more={category.more}>
        <BrowseLinks
          label={t('home.browse.categoriesLabel')}
          links={popularCategoryLinks(t, facets)}
        />
      </HomeSection>
      <HomeSection id={city.id} title={city.title}>
        <BrowseLinks label={t('home.browse.citiesLabel')} links={popularCityLinks(t, facets)} />
      </HomeSection>
    </>
  );
}
