import { CATEGORIES, CITIES, type SearchFacets } from '@shuruaat/contract';
import type { BrowseLink } from './components/browse-links';
import { facetCount, topValues } from '@/job-search/facet-counts';
import { jobsHref } from '@/job-search/job-filters';
import { categoryLabel, cityLabel } from '@/job-search/option-labels';
import type { Translate } from '@/lib/i18n/translate';
import { POPULAR_LINKS } from './live-sections-config';

/** The categories with the most open listings, internships and jobs together. */
export function popularCategoryLinks(t: Translate, facets: SearchFacets): BrowseLink[] {
  return topValues(facets.category, CATEGORIES, POPULAR_LINKS).map((category) => ({
    key: category,
    label: categoryLabel(t, category),
    to: jobsHref({ category }),
    count: facetCount(facets.category, category),
  }));
}

export function popularCityLinks(t: Translate, facets: SearchFacets): BrowseLink[] {
  return topValues(facets.city, CITIES, POPULAR_LINKS).map((city) => ({
    key: city,
    label: cityLabel(t, city),
    to: jobsHref({ city: [city] }),
    count: facetCount(facets.city, city),
  }));
}
