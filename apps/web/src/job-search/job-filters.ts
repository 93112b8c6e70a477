import { JobSearchQuerySchema, type JobSearchParams } from '@shuruaat/contract';

/**
 * Everything a shared /jobs link can hold, in the contract's own types; paging and facet counts
 * belong to one request (see job-search-api.ts), not to the link.
 */
export type JobFilters = Omit<JobSearchParams, 'limit' | 'cursor' | 'facets'>;
export type FilterKey = keyof JobFilters;

// The order keys are written in, so the same search always makes the same URL.
export const FILTER_KEYS = [
  'q',
  'kind',
  'category',
  'city',
  'workMode',
  'partTime',
  'minStipend',
  'minCtc',
  'maxDuration',
  'ppo',
  'skills',
  'postedWithin',
  'startBy',
  'sort',
] as const satisfies readonly FilterKey[];

const REPEATED = new Set<FilterKey>(['city', 'skills']);

function parseOne(key: FilterKey, value: string | string[]): unknown {
  const parsed = JobSearchQuerySchema.safeParse({ [key]: value });
  return parsed.success ? parsed.data[key] : undefined;
}

// A repeated value is checked one by one, so one bad city does not drop the good ones.
function parseRepeated(key: FilterKey, values: string[]): string[] | undefined {
  const kept = values.filter((value) => parseOne(key, [value]) !== undefined);
  const unique = [...new Set(kept)];
  return unique.length ? (parseOne(key, unique) as string[] | undefined) : undefined;
}

/**
 * Reads the filters from the URL with the contract's own rules. A link that was edited by hand
 * or is older than the current filters loses only the parts that no longer make sense.
 */
export function readFilters(params: URLSearchParams): JobFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const values = params.getAll(key).filter((value) => value.trim() !== '');
    if (values.length === 0) continue;
    const value = REPEATED.has(key) ? parseRepeated(key, values) : parseOne(key, values[0] ?? '');
    if (value !== undefined && value !== '') filters[key] = value;
  }
  return filters as JobFilters;
}

/** The same filters written back as query parameters, in a fixed order. */
export function writeFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** A link into the opportunities list with these filters chosen. */
export function jobsHref(filters: JobFilters = {}): string {
  const search = writeFilters(filters).toString();
  return search ? `/jobs?${search}` : '/jobs';
}
