import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/test-utils/job-factory';
import { buildSearchResponse, stubSearch } from '@/test-utils/job-search-stub';
import { makeListingsStore } from '@/test-utils/listings-store';
import type { SearchRequest } from './search-query';
import { useListings } from './use-listings';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderListings(request: SearchRequest) {
  const store = makeListingsStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook((props: { request: SearchRequest }) => useListings(props.request), {
    initialProps: { request },
    wrapper,
  });
}

describe('useListings', () => {
  it('sends the query to GET /api/jobs and is loading until the answer for it arrives', async () => {
    const reply = buildSearchResponse({ items: [buildJob()] });
    const fetchMock = stubSearch([[(q) => q.get('kind') === 'job', reply]]);
    const { result, rerender } = renderListings({
      filters: { kind: 'job' },
      limit: 6,
      facets: false,
    });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: reply }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/jobs?kind=job&limit=6&facets=false');
    rerender({ request: { filters: { kind: 'internship' } } });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
  });

  it('never shows an older answer for a newer request, however late it comes', async () => {
    let answerOld: () => void = () => undefined;
    const oldAnswered = new Promise<void>((resolve) => (answerOld = resolve));
    const older = buildSearchResponse({ items: [buildJob({ title: 'Older' })] });
    const newer = buildSearchResponse({ items: [buildJob({ title: 'Newer' })] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const query = new URL(String(input), 'http://localhost').searchParams;
        if (query.get('kind') === 'job') return Response.json(newer);
        await oldAnswered;
        return Response.json(older);
      }),
    );
    const { result, rerender } = renderListings({ filters: { kind: 'internship' } });
    rerender({ request: { filters: { kind: 'job' } } });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: newer }));
    answerOld();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toEqual({ status: 'ready', data: newer });
  });

  it('asks once when two sections want the same listings at the same time', async () => {
    const fetchMock = stubSearch([[() => true, buildSearchResponse()]]);
    const store = makeListingsStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const request = { filters: {}, limit: 1, facets: true };
    const first = renderHook(() => useListings(request), { wrapper });
    renderHook(() => useListings(request), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
