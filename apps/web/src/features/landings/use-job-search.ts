import type { JobSearchResponse } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { landingsApi } from './api';
import { toSearchParams, type JobFilters } from './search-params';

export type SearchResult =
  { status: 'loading' } | { status: 'ready'; data: JobSearchResponse } | { status: 'failed' };

type Settled = { key: string; result: SearchResult };

/**
 * One live search for one section of a landing page. Sections load on their own, so a slow or
 * failed count never holds back the rest of the page.
 */
export function useJobSearch(filters: JobFilters): SearchResult {
  const key = toSearchParams(filters).toString();
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    let isCurrent = true;
    landingsApi.findJobs(new URLSearchParams(key)).then(
      (data) => isCurrent && setSettled({ key, result: { status: 'ready', data } }),
      () => isCurrent && setSettled({ key, result: { status: 'failed' } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  // Until the answer for this exact query arrives, an older one is not shown.
  return settled?.key === key ? settled.result : { status: 'loading' };
}
