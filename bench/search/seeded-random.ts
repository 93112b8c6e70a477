/** A seeded random source, so the URL list and the order requests are drawn in repeat exactly. */
export type Random = () => number;

/** mulberry32: 32 bits of state, good enough spread for sampling, and ten lines. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A draw by weight; `weights` pairs each item with its relative share. */
export function pickWeighted<T>(random: Random, weights: readonly (readonly [T, number])[]): T {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let left = random() * total;
  for (const [item, weight] of weights) {
    left -= weight;
    if (left < 0) return item;
  }
  return (weights.at(-1) as readonly [T, number])[0];
}

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^s: a few searches are very
 * popular and a long tail is asked once in a while, as on a real site (s = 1 is classic Zipf).
 */
export function zipfSampler(n: number, s: number, random: Random): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1) ** s;
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((cumulative[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}
