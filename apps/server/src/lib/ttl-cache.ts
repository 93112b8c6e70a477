/**
 * A small in-process cache of promises with a time to live and a size bound. Caching the promise
 * (not the value) lets concurrent requests for the same key share one computation. Losing it is
 * harmless, so instances stay stateless in every way that matters.
 */
export function ttlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const value = compute();
    entries.set(key, { value, expires: now + ttlMs });
    value.catch(() => entries.delete(key));
    return value;
  };
}
