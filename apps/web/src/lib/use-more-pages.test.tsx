import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Loaded } from './route-data';
import { useMorePages, type PageOf } from './use-more-pages';

const page = (items: string[], nextCursor: string | null): Loaded<PageOf<string>> => ({
  ok: true,
  data: { items, nextCursor },
});

describe('useMorePages', () => {
  it('adds the next page after the first and stops where the pages end', async () => {
    const findPage = vi.fn(async (cursor: string) =>
      cursor === 'c1' ? page(['b'], 'c2') : page(['c'], null),
    );
    const { result } = renderHook(() => useMorePages('c1', findPage));
    await act(() => result.current.loadMore());
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['b', 'c']);
    expect(result.current.nextCursor).toBeNull();
    await act(() => result.current.loadMore());
    expect(findPage).toHaveBeenCalledTimes(2);
  });

  it('follows a first page the loader answered afresh until a page is added', async () => {
    const findPage = vi.fn(async () => page(['x'], null));
    const { result, rerender } = renderHook(({ first }) => useMorePages(first, findPage), {
      initialProps: { first: 'old' as string | null },
    });
    rerender({ first: 'fresh' });
    expect(result.current.nextCursor).toBe('fresh');
    await act(() => result.current.loadMore());
    expect(findPage).toHaveBeenCalledWith('fresh');
  });

  it('asks once when "Load more" is tapped twice before the page arrives', async () => {
    let answer: (value: Loaded<PageOf<string>>) => void = () => {};
    const findPage = vi.fn(
      () => new Promise<Loaded<PageOf<string>>>((resolve) => (answer = resolve)),
    );
    const { result } = renderHook(() => useMorePages('c1', findPage));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.loadMore();
      void result.current.loadMore();
    });
    expect(result.current.isLoading).toBe(true);
    await act(async () => {
      answer(page(['b'], null));
      await first;
    });
    expect(findPage).toHaveBeenCalledTimes(1);
    expect(result.current.items).toEqual(['b']);
  });

  it('keeps the added rows and says why when a page does not arrive', async () => {
    const findPage = vi
      .fn<(cursor: string) => Promise<Loaded<PageOf<string>>>>()
      .mockResolvedValueOnce(page(['b'], 'c2'))
      .mockResolvedValueOnce({
        ok: false,
        failure: {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Try again in a moment.',
          details: [],
        },
      });
    const { result } = renderHook(() => useMorePages('c1', findPage));
    await act(() => result.current.loadMore());
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['b']);
    expect(result.current.error).toBe('Try again in a moment.');
    expect(result.current.nextCursor).toBe('c2');
  });

  it('starts from pages kept earlier and lets an action change the added rows', async () => {
    const { result } = renderHook(() =>
      useMorePages('c1', vi.fn(), { start: { items: ['b', 'c'], nextCursor: 'c3' } }),
    );
    expect(result.current.nextCursor).toBe('c3');
    act(() => result.current.updateItems((items) => items.filter((item) => item !== 'b')));
    expect(result.current.items).toEqual(['c']);
    expect(result.current.nextCursor).toBe('c3');
  });

  it('drops the added pages when the loader reads the first page again', async () => {
    const findPage = vi.fn(async () => page(['b'], 'c2'));
    const { result, rerender } = renderHook(
      ({ first }) => useMorePages(first.nextCursor, findPage, { firstPage: first }),
      { initialProps: { first: { items: ['a'], nextCursor: 'c1' as string | null } } },
    );
    await act(() => result.current.loadMore());
    expect(result.current.items).toEqual(['b']);
    rerender({ first: { items: ['a'], nextCursor: 'c1' } });
    expect(result.current.items).toEqual([]);
    expect(result.current.nextCursor).toBe('c1');
  });
});
