import { CATEGORIES, CATEGORY_LABELS, CITIES, type SearchFacets } from '@shuruaat/contract';
import type { BrowseLink } from './components/browse-links';
import { facetCount, topValues } from '@/job-search/facet-counts';
import { jobsHref } from '@/job-search/job-filters';
import { POPULAR_LINKS } from './live-sections-config';

/** The categories with the most open listings, internships and jobs together. */
export function popularCategoryLinks(facets: SearchFacets): BrowseLink[] {
  return topValues(facets.category, CATEGORIES, POPULAR_LINKS).map((category) => ({
    key: category,
    label: CATEGORY_LABELS[category],
    to: jobsHref({ category }),
    count: facetCount(facets.category, category),
  }));
}

export function popularCityLinks(facets: SearchFacets): BrowseLink[] {
  return topValues(facets.city, CITIES, POPULAR_LINKS).map((city) => ({
    key: city,
    label: city,
    to: jobsHref({ city: [city] }),
    count: facetCount(facets.city, city),
  }));
}
