import type { Pause } from '../../../lib/time-slices';

/** Pairs per chunk: 256 kB a chunk, and a pass over one is well under a millisecond. */
const CHUNK = 1 << 16;

/**
 * The slots of each key ("t:develop") during a bulk load, until `seal()` makes them bitmaps.
 * At 150,000 listings that is some 7 million (key, slot) pairs over 60,000 keys; kept as one
 * growing JS array per key they were ~78 MB of the heap, and every array's growth left garbage,
 * which made the build's mark-compact collections pause the loop for hundreds of milliseconds.
 * Here the pairs sit in fixed chunks of typed arrays (off the JS heap, never scanned by the
 * collector, never copied to grow), and `lists()` groups them by key with a counting sort, with
 * a pause after each chunk.
 */
export class StagedSlots {
  private readonly ids = new Map<string, number>();
  private keyChunks: Uint32Array[] = [];
  private slotChunks: Uint32Array[] = [];
  private keyIds = new Uint32Array(0);
  private slots = new Uint32Array(0);
  private length = 0;

  add(key: string, slot: number): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    const at = this.length % CHUNK;
    if (at === 0) {
      this.keyIds = new Uint32Array(CHUNK);
      this.slots = new Uint32Array(CHUNK);
      this.keyChunks.push(this.keyIds);
      this.slotChunks.push(this.slots);
    }
    this.keyIds[at] = id;
    this.slots[at] = slot;
    this.length += 1;
  }

  /**
   * Each key with its slots, keys in the order first added and slots in the order added (a
   * load adds ascending slots, so each list is sorted), pausing after each chunk of the work.
   * The lists are views into one array; the staged pairs are let go, so call this once.
   */
  async *lists(pause: Pause): AsyncGenerator<[string, Uint32Array]> {
    const keys = this.ids.size;
    const chunks = this.keyChunks.map((keyIds, c) => ({
      keyIds,
      slots: this.slotChunks[c] as Uint32Array,
      length: Math.min(CHUNK, this.length - c * CHUNK),
    }));
    this.keyChunks = [];
    this.slotChunks = [];
    // starts[id] is where key id's slots begin in `grouped`; starts[keys] is the end.
    const starts = new Uint32Array(keys + 1);
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i += 1) {
        const at = (chunk.keyIds[i] as number) + 1;
        starts[at] = (starts[at] as number) + 1;
      }
      await pause();
    }
    for (let id = 1; id <= keys; id += 1) {
      starts[id] = (starts[id] as number) + (starts[id - 1] as number);
    }
    await pause();
    const next = starts.slice(0, keys);
    const grouped = new Uint32Array(this.length);
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i += 1) {
        const id = chunk.keyIds[i] as number;
        const at = next[id] as number;
        grouped[at] = chunk.slots[i] as number;
        next[id] = at + 1;
      }
      await pause();
    }
    let id = 0;
    for (const key of this.ids.keys()) {
      yield [key, grouped.subarray(starts[id] as number, starts[id + 1] as number)];
      id += 1;
    }
  }
}
