import type { RoaringBitmap32 } from './roaring';
import type { SortPosition } from './listing';
import type { SortedSlots } from './sorted-slots';

/**
 * The first `k` slots of `match` in a sort order, after a cursor's position. Two ways, chosen by
 * expected cost: walk the order and keep what matches (cheap when matches are common), or take
 * the matches and pick the first k (cheap when they are few). A walk that runs far longer than
 * expected (matches bunched at the end of the order, as internships are under pay, behind the
 * jobs' CTCs) falls back to picking.
 */
export function firstInOrder(
  match: RoaringBitmap32,
  order: SortedSlots,
  after: SortPosition | undefined,
  k: number,
): number[] {
  const m = match.size;
  if (m === 0) return [];
  const expectedWalk = (k * order.length) / m;
  const sortCost = (m * Math.log2(m + 1)) / 4;
  if (expectedWalk <= sortCost) {
    const found: number[] = [];
    const limit = expectedWalk * 4 + 64;
    let i = after ? order.firstAfter(after) : 0;
    for (let steps = 0; i < order.length && found.length < k; i += 1, steps += 1) {
      if (steps > limit) return bySorting();
      const slot = order.at(i);
      if (match.has(slot)) found.push(slot);
    }
    return found;
  }
  return bySorting();

  function bySorting(): number[] {
    let slots = match.toUint32Array();
    if (after) slots = slots.filter((slot) => order.compareTo(slot, after) > 0);
    if (slots.length <= SORT_BELOW) return Array.from(slots.sort(order.compare).subarray(0, k));
    return firstK(slots, k, order.compare);
  }
}

// Past this many matches, keeping the best k in one pass beats sorting them all (a pay sort of
// 90,000 internships took 60 ms sorted, a few ms selected).
const SORT_BELOW = 2_048;

function firstK(slots: Uint32Array, k: number, compare: (a: number, b: number) => number) {
  const best: number[] = [];
  for (const slot of slots) {
    if (best.length === k && compare(slot, best[k - 1] as number) >= 0) continue;
    let i = best.length === k ? k - 1 : best.length;
    if (best.length === k) best.pop();
    while (i > 0 && compare(slot, best[i - 1] as number) < 0) i -= 1;
    best.splice(i, 0, slot);
  }
  return best;
}
