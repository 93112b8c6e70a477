import type { Pause } from '../../../lib/time-slices';

const FIRST_CAPACITY = 1 << 16;
/** Entries handled between pauses at seal: a pass over 65,536 typed-array entries is ~1 ms. */
const CHUNK = 1 << 16;

/**
 * The slots of each key ("t:develop") during a bulk load, until `seal()` makes them bitmaps.
 * At 150,000 listings that is some 7 million (key, slot) pairs over 100,000 keys; kept as one
 * growing JS array per key they were ~100 MB of the heap, and every array's growth left garbage,
 * which made the build's mark-compact collections pause the loop for seconds. Here the pairs sit
 * in two typed arrays (off the JS heap, never scanned by the collector), and `lists()` groups
 * them by key with a counting sort, in chunks with pauses.
 */
export class StagedSlots {
  private readonly ids = new Map<string, number>();
  private keyIds = new Uint32Array(FIRST_CAPACITY);
  private slots = new Uint32Array(FIRST_CAPACITY);
  private length = 0;

  add(key: string, slot: number): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    if (this.length === this.slots.length) this.grow();
    this.keyIds[this.length] = id;
    this.slots[this.length] = slot;
    this.length += 1;
  }

  /**
   * Each key with its slots, keys in the order first added and slots in the order added (a
   * load adds ascending slots, so each list is sorted). Pauses between chunks of the work; the
   * lists are views into one array, valid until the next `add`.
   */
  async *lists(pause: Pause): AsyncGenerator<[string, Uint32Array]> {
    const keys = this.ids.size;
    // starts[id] is where key id's slots begin in `grouped`; starts[keys] the end.
    const starts = new Uint32Array(keys + 1);
    for (let i = 0; i < this.length; i += 1) {
      const at = (this.keyIds[i] as number) + 1;
      starts[at] = (starts[at] as number) + 1;
      if ((i & (CHUNK - 1)) === CHUNK - 1) await pause();
    }
    for (let id = 1; id <= keys; id += 1) {
      starts[id] = (starts[id] as number) + (starts[id - 1] as number);
    }
    await pause();
    const next = starts.slice(0, keys);
    const grouped = new Uint32Array(this.length);
    for (let i = 0; i < this.length; i += 1) {
      const id = this.keyIds[i] as number;
      const at = next[id] as number;
      grouped[at] = this.slots[i] as number;
      next[id] = at + 1;
      if ((i & (CHUNK - 1)) === CHUNK - 1) await pause();
    }
    let id = 0;
    for (const key of this.ids.keys()) {
      yield [key, grouped.subarray(starts[id] as number, starts[id + 1] as number)];
      id += 1;
    }
  }

  private grow(): void {
    const keyIds = new Uint32Array(this.slots.length * 2);
    keyIds.set(this.keyIds);
    this.keyIds = keyIds;
    const slots = new Uint32Array(this.slots.length * 2);
    slots.set(this.slots);
    this.slots = slots;
  }
}
