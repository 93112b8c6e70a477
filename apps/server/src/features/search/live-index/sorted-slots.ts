import { sortInSlices, type Pause } from '../../../lib/time-slices';
import type { SortPosition } from './listing';

/**
 * Slots kept in one sort order. Inserting is a binary search and a splice: a memmove of a few
 * hundred kilobytes at 150,000 live listings, which writes can afford and reads never pay.
 */
export class SortedSlots {
  private slots: number[] = [];

  /**
   * `compare` orders two slots; `compareTo` a slot against a cursor's position (negative when
   * the slot comes first).
   */
  constructor(
    readonly compare: (a: number, b: number) => number,
    readonly compareTo: (slot: number, position: SortPosition) => number,
  ) {}

  get length(): number {
    return this.slots.length;
  }

  at(i: number): number {
    return this.slots[i] as number;
  }

  /** Fills the order at once (a build), cheaper than inserting one by one. */
  async reset(slots: number[], pause: Pause): Promise<void> {
    this.slots = await sortInSlices(slots, this.compare, pause);
  }

  /** The slots in order, copied (for a snapshot). */
  toArray(): number[] {
    return this.slots.slice();
  }

  /** Takes an order already sorted by this order's rules (a snapshot's), without sorting it again. */
  restore(slots: number[]): void {
    this.slots = slots;
  }

  insert(slot: number): void {
    this.slots.splice(
      this.firstFrom((s) => this.compare(s, slot) >= 0),
      0,
      slot,
    );
  }

  remove(slot: number): void {
    const i = this.firstFrom((s) => this.compare(s, slot) >= 0);
    if (this.slots[i] === slot) this.slots.splice(i, 1);
  }

  /** The index of the first slot that comes after `position`. */
  firstAfter(position: SortPosition): number {
    return this.firstFrom((s) => this.compareTo(s, position) > 0);
  }

  private firstFrom(isAtOrPast: (slot: number) => boolean): number {
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (isAtOrPast(this.slots[mid] as number)) high = mid;
      else low = mid + 1;
    }
    return low;
  }
}
