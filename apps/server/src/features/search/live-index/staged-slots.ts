import type { Pause } from '../../../lib/time-slices';

/** Keys per chunk: 256 kB a chunk, and a pass over one is well under a millisecond. */
const CHUNK = 1 << 16;
/** Pairs scattered to their key's place between pauses: writes all over 30 MB miss the cache. */
const SCATTER = 1 << 14;

/**
 * The slots of each key ("t:develop") during a bulk load, until `seal()` makes them bitmaps.
 * At 150,000 listings that is some 7 million (key, slot) pairs over 60,000 keys; kept as one
 * growing JS array per key they were 77 MB of the heap, and every array's growth left garbage,
 * which made the build's mark-compact collections pause the loop for hundreds of milliseconds.
 * Here the keys' numbers sit in fixed chunks of a typed array (off the JS heap, never scanned
 * by the collector, never copied to grow) and the slots once per run of keys added for the
 * same slot (a listing's keys come together): 4 bytes a pair. `lists()` groups them by key
 * with a counting sort, with a pause after each chunk.
 */
export class StagedSlots {
  private readonly ids = new Map<string, number>();
  private chunks: Uint32Array[] = [];
  private chunk = new Uint32Array(0);
  private length = 0;
  /** Run r holds the pairs from runEnds[r - 1] (or 0) up to runEnds[r], all of slot runSlots[r]. */
  private runSlots = new Uint32Array(1_024);
  private runEnds = new Uint32Array(1_024);
  private runs = 0;

  add(key: string, slot: number): void {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(key, id);
    }
    const at = this.length % CHUNK;
    if (at === 0) {
      this.chunk = new Uint32Array(CHUNK);
      this.chunks.push(this.chunk);
    }
    this.chunk[at] = id;
    this.length += 1;
    if (this.runs > 0 && this.runSlots[this.runs - 1] === slot) {
      this.runEnds[this.runs - 1] = this.length;
      return;
    }
    if (this.runs === this.runSlots.length) this.growRuns();
    this.runSlots[this.runs] = slot;
    this.runEnds[this.runs] = this.length;
    this.runs += 1;
  }

  /**
   * Each key with its slots, keys in the order first added and slots in the order added (a
   * load adds ascending slots, so each list is sorted), pausing after each chunk of the work.
   * The lists are views into one array; the staged pairs are let go, so call this once.
   */
  async *lists(pause: Pause): AsyncGenerator<[string, Uint32Array]> {
    const keys = this.ids.size;
    const chunks = this.chunks;
    this.chunks = [];
    // starts[id] is where key id's slots begin in `grouped`; starts[keys] is the end.
    const starts = new Uint32Array(keys + 1);
    for (const [c, chunk] of chunks.entries()) {
      const length = Math.min(CHUNK, this.length - c * CHUNK);
      for (let i = 0; i < length; i += 1) {
        const at = (chunk[i] as number) + 1;
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
    let run = 0;
    for (let i = 0; i < this.length; i += 1) {
      while ((this.runEnds[run] as number) <= i) run += 1;
      const id = (chunks[Math.floor(i / CHUNK)] as Uint32Array)[i % CHUNK] as number;
      const at = next[id] as number;
      grouped[at] = this.runSlots[run] as number;
      next[id] = at + 1;
      if (i % SCATTER === SCATTER - 1) await pause();
    }
    let id = 0;
    for (const key of this.ids.keys()) {
      yield [key, grouped.subarray(starts[id] as number, starts[id + 1] as number)];
      id += 1;
    }
  }

  private growRuns(): void {
    const runSlots = new Uint32Array(this.runSlots.length * 2);
    runSlots.set(this.runSlots);
    this.runSlots = runSlots;
    const runEnds = new Uint32Array(this.runEnds.length * 2);
    runEnds.set(this.runEnds);
    this.runEnds = runEnds;
  }
}
