import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { writeFilters, type JobFilters } from '@/job-search/job-filters';

/**
 * The URL is the one place filters live: a search can be shared, survives a reload, and the
 * browser's back and forward buttons move between searches. `filters` are the ones the loader
 * read from it; choosing others is a new address, whose loader searches.
 */
export function useSearchFilters(filters: JobFilters) {
  const [params, setParams] = useSearchParams();
  const canonical = writeFilters(filters).toString();

  // Parameters that fail the contract are dropped from the address bar, without a history entry.
  useEffect(() => {
    if (canonical !== params.toString())
      setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, params, setParams]);

  return useCallback((next: JobFilters) => setParams(writeFilters(next)), [setParams]);
}
