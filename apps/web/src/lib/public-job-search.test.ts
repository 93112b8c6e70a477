import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/test-utils/job-factory';
import { buildSearchResponse, stubSearch } from '@/test-utils/job-search-stub';
import { useJobSearch } from './public-job-search';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useJobSearch', () => {
  it('sends the query to GET /api/jobs and is loading until the answer for it arrives', async () => {
    const reply = buildSearchResponse({ items: [buildJob()] });
    const fetchMock = stubSearch([[(q) => q.get('kind') === 'job', reply]]);
    const { result, rerender } = renderHook(({ query }) => useJobSearch(query), {
      initialProps: { query: 'kind=job&limit=6' },
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: reply }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/jobs?kind=job&limit=6');
    rerender({ query: 'kind=internship' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
  });
});
