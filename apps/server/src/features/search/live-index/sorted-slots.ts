import type { SortPosition } from './listing';

/**
 * Slots kept in one sort order. Inserting is a binary search and a splice: a memmove of a few
 * hundred kilobytes at 150,000 live listings, which writes can afford and reads never pay.
 */
export class SortedSlots {
  private slots: number[] = [];

  constructor(
    private readonly positionOf: (slot: number) => SortPosition,
    private readonly compare: (a: SortPosition, b: SortPosition) => number,
  ) {}

  get length(): number {
    return this.slots.length;
  }

  at(i: number): number {
    return this.slots[i] as number;
  }

  /** Fills the order at once (a build), cheaper than inserting one by one. */
  reset(slots: number[]): void {
    this.slots = slots.sort((a, b) => this.compare(this.positionOf(a), this.positionOf(b)));
  }

  insert(slot: number): void {
    this.slots.splice(this.firstAfter(this.positionOf(slot), true), 0, slot);
  }

  remove(slot: number): void {
    const i = this.firstAfter(this.positionOf(slot), true);
    if (this.slots[i] === slot) this.slots.splice(i, 1);
  }

  /** The index of the first slot after `position` (or at it, when `inclusive`). */
  firstAfter(position: SortPosition, inclusive = false): number {
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const c = this.compare(this.positionOf(this.slots[mid] as number), position);
      if (c < 0 || (c === 0 && !inclusive)) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
