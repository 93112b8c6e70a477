import { JobSearchResponseSchema, type JobSearchResponse } from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { http } from './http';

/** The public search (GET /api/jobs), which the home and landing pages read listings and counts from. */
export const findPublicJobs = (params: URLSearchParams) =>
  http.get(`/api/jobs?${params}`, { schema: JobSearchResponseSchema });

export type SearchResult =
  { status: 'loading' } | { status: 'ready'; data: JobSearchResponse } | { status: 'failed' };

type Settled = { key: string; result: SearchResult };

/**
 * One live search for one section of a page, given its query string. Sections load on their own,
 * so a slow or failed count never holds back the rest of the page.
 */
export function useJobSearch(query: string): SearchResult {
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    let isCurrent = true;
    findPublicJobs(new URLSearchParams(query)).then(
      (data) => isCurrent && setSettled({ key: query, result: { status: 'ready', data } }),
      () => isCurrent && setSettled({ key: query, result: { status: 'failed' } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [query]);
  // Until the answer for this exact query arrives, an older one is not shown.
  return settled?.key === query ? settled.result : { status: 'loading' };
}
