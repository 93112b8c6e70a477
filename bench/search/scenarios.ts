import type { JobSearchQuery } from '@shuruaat/contract';

export type Scenario = {
  key: string;
  label: string;
  query: JobSearchQuery | null;
  /** p99 target in ms and throughput target in req/s; null where the issue sets none. */
  p99Target: number | null;
  rpsTarget: number | null;
};

export const SCENARIOS: Scenario[] = [
  {
    key: 'a',
    label: 'newest first, no filter',
    query: { sort: 'newest', facets: 'false' },
    p99Target: 50,
    rpsTarget: 2000,
  },
  {
    key: 'b',
    label: 'a rare word ("rust")',
    query: { q: 'rust', facets: 'false' },
    p99Target: 50,
    rpsTarget: 2000,
  },
  {
    key: 'c',
    label: 'a common word ("developer")',
    query: { q: 'developer', facets: 'false' },
    p99Target: 50,
    rpsTarget: 2000,
  },
  {
    key: 'd',
    label: 'city + work mode + min stipend',
    query: { city: ['Mumbai'], workMode: 'office', minStipend: 10000, facets: 'false' },
    p99Target: 50,
    rpsTarget: 2000,
  },
  {
    key: 'e',
    label: '(c) with facets',
    query: { q: 'developer', facets: 'true' },
    p99Target: 150,
    rpsTarget: null,
  },
  {
    key: 'f',
    label: 'the 50th page by cursor',
    query: { sort: 'newest', facets: 'false' },
    p99Target: 50,
    rpsTarget: 2000,
  },
  {
    key: 'ceiling',
    label: 'static JSON (/api/health/live)',
    query: null,
    p99Target: null,
    rpsTarget: null,
  },
];

export function toSearchParams(query: JobSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) params.append(key, String(item));
    }
  }
  return params;
}
