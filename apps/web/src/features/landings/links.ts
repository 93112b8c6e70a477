import {
  CATEGORY_LABELS,
  WORK_MODE_LABELS,
  type Category,
  type City,
  type JobKind,
  type SearchFacets,
} from '@shuruaat/contract';
import { facetCount } from '@/job-search/facet-counts';
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
  category: Category,
  kind: JobKind | undefined,
  counts: Counts,
): CountLinkItem => ({
  key: category,
  label: CATEGORY_LABELS[category],
  to: jobsHref({ kind, category }),
  count: countOf(counts, 'category', category),
});

export const cityLink = (city: City, kind: JobKind | undefined, counts: Counts): CountLinkItem => ({
  key: city,
  label: city,
  to: jobsHref({ kind, city: [city] }),
  count: countOf(counts, 'city', city),
});

export const remoteLink = (kind: JobKind | undefined, counts: Counts): CountLinkItem => ({
  key: 'remote',
  label: WORK_MODE_LABELS.remote,
  to: jobsHref({ kind, workMode: 'remote' }),
  count: countOf(counts, 'workMode', 'remote'),
});

export const partTimeLink = (kind: JobKind | undefined, counts: Counts): CountLinkItem => ({
  key: 'part-time',
  label: 'Part-time',
  to: jobsHref({ kind, partTime: true }),
  count: countOf(counts, 'partTime', 'true'),
});
