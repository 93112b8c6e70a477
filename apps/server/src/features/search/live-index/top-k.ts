import type { RoaringBitmap32 } from './roaring';
import type { SortPosition } from './listing';
import type { SortedSlots } from './sorted-slots';

/**
 * The first `k` slots of `match` in a sort order, after a cursor's position. Two ways, chosen by
 * expected cost: walk the order and keep what matches (cheap when matches are common), or take
 * the matches and sort them (cheap when they are few). A walk that runs far longer than expected
 * (matches bunched at the end of the order) falls back to sorting.
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
    return Array.from(slots.sort(order.compare).subarray(0, k));
  }
}
