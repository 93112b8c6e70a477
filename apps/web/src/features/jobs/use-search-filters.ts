import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters, type JobFilters } from '@/lib/job-filters';

/**
 * The URL is the one place filters live: a search can be shared, survives a reload, and the
 * browser's back and forward buttons move between searches.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const canonical = writeFilters(filters).toString();

  // Parameters that fail the contract are dropped from the address bar, without a history entry.
  useEffect(() => {
    if (canonical !== params.toString())
      setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, params, setParams]);

  const applyFilters = useCallback(
    (next: JobFilters) => setParams(writeFilters(next)),
    [setParams],
  );
  return { filters, applyFilters };
}
