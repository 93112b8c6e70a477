import { describe, expect, it, vi } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('shares one computation between concurrent callers and reuses it until it expires', async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = vi.fn(async () => 42);
    await Promise.all([cache('k', compute), cache('k', compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('forgets failures so the next caller tries again', async () => {
    const cache = ttlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache('k', async () => 7)).toBe(7);
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = ttlCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const compute = vi.fn(async () => 'v');
    await cache('a', compute);
    await cache('b', compute);
    await cache('c', compute);
    await cache('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
