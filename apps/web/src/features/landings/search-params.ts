import type { Category, City, JobKind, SearchSort, WorkMode } from '@shuruaat/contract';

/** The search filters the landing pages use, in the names GET /api/jobs and /jobs share. */
export type JobFilters = {
  q?: string;
  kind?: JobKind;
  category?: Category;
  city?: City;
  workMode?: WorkMode;
  partTime?: boolean;
  minStipend?: number;
  sort?: SearchSort;
  limit?: number;
  facets?: boolean;
};

export function toSearchParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** A link into the opportunities list with these filters chosen. */
export function jobsHref(filters: JobFilters = {}): string {
  const search = toSearchParams(filters).toString();
  return search ? `/jobs?${search}` : '/jobs';
}
