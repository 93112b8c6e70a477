import { type Category, type City, type JobKind, type SearchFacets } from '@shuruaat/contract';
import { facetCount } from '@/job-search/facet-counts';
import { categoryLabel, cityLabel, workModeLabel } from '@/job-search/option-labels';
import type { Translate } from '@/lib/i18n/translate';
import { jobsHref } from '@/job-search/job-filters';
import type { Listing } from '@/job-search/listing';

/** Live counts, or null when the call for them failed. */
export type Counts = SearchFacets | null;

/** A link into /jobs with one filter chosen, and how many listings it leads to. */
export type CountLinkItem = {
  key: string;
  label: string;
  to: string;
  count?: number | undefined;
};

export const countsOf = (result: Listing): Counts => (result.ok ? result.data.facets : null);

function countOf(counts: Counts, facet: keyof SearchFacets, value: string): CountLinkItem['count'] {
  return counts ? facetCount(counts[facet], value) : undefined;
}

export const categoryLink = (
  t: Translate,
  category: Category,
  kind: JobKind | undefined,
  counts: Counts,
): CountLinkItem => ({
  key: category,
  label: categoryLabel(t, category),
  to: jobsHref({ kind, category }),
  count: countOf(counts, 'category', category),
});

export const cityLink = (
  t: Translate,
  city: City,
  kind: JobKind | undefined,
  counts: Counts,
): CountLinkItem => ({
  key: city,
  label: cityLabel(t, city),
  to: jobsHref({ kind, city: [city] }),
  count: countOf(counts, 'city', city),
});

export const remoteLink = (
  t: Translate,
  kind: JobKind | undefined,
  counts: Counts,
): CountLinkItem => ({
  key: 'remote',
  label: workModeLabel(t, 'remote'),
  to: jobsHref({ kind, workMode: 'remote' }),
  count: countOf(counts, 'workMode', 'remote'),
});

export const partTimeLink = (
  t: Translate,
  kind: JobKind | undefined,
  counts: Counts,
): CountLinkItem => ({
  key: 'part-time',
  label: t('components.job.partTime'),
  to: jobsHref({ kind, partTime: true }),
  count: countOf(counts, 'partTime', 'true'),
});
