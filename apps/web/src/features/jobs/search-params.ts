import {
  readFilters,
  writeFilters,
  type FilterKey,
  type JobFilters,
} from '@/job-search/job-filters';

export function withFilter<K extends FilterKey>(
  filters: JobFilters,
  key: K,
  value: JobFilters[K] | undefined,
): JobFilters {
  const isEmpty = value === undefined || (Array.isArray(value) && value.length === 0);
  const rest = Object.entries(filters).filter(([name]) => name !== key);
  return Object.fromEntries(isEmpty ? rest : [...rest, [key, value]]) as JobFilters;
}

/** What "Clear all" keeps: the words typed and the chosen order. */
export function clearedFilters({ q, sort }: JobFilters): JobFilters {
  return readFilters(writeFilters({ q, sort }));
}
