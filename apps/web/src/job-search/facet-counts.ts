import { countOf, type JobKind, type SearchFacets } from '@shuruaat/contract';

type FacetCounts = SearchFacets[keyof SearchFacets];

/** A facet leaves out values with no matches, so a missing value counts as zero. */
export function facetCount(counts: FacetCounts | undefined, value: string): number {
  return counts?.find((c) => c.value === value)?.count ?? 0;
}

/** The values with the most matches, largest first; ties keep the server's order. */
export function topValues<T extends string>(
  counts: FacetCounts | undefined,
  allowed: readonly T[],
  limit: number,
): T[] {
  const isAllowed = (value: string): value is T => (allowed as readonly string[]).includes(value);
  return [...(counts ?? [])]
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((c) => c.value)
    .filter(isAllowed)
    .slice(0, limit);
}

const NOUNS: Record<JobKind | 'any', [string, string]> = {
  internship: ['internship', 'internships'],
  job: ['job', 'jobs'],
  any: ['opening', 'openings'],
};

/** "1 internship", "12 jobs", "0 openings". */
export function countText(count: number, kind: JobKind | 'any'): string {
  const [one, many] = NOUNS[kind];
  return countOf(count, one, many);
}
