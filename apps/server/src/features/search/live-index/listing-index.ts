import type { Pause } from '../../../lib/time-slices';
import { RoaringBitmap32 } from './roaring';
import { payKey, type IndexedListing, type Listing, type SortPosition } from './listing';
import { SharedValues } from './shared-values';
import { SortedSlots } from './sorted-slots';
import { StagedSlots } from './staged-slots';
import { indexWords, stem } from './words';

/**
 * Every live listing in memory, as bitmaps of slots: one per filter value ("city:Pune"), one per
 * word and field ("t:develop" in titles), and two sort orders. A search is a few bitmap
 * intersections and a walk down an order, so it reads no more listings than it shows; a facet
 * count is one intersection count per value. Nothing here touches the database (loader.ts does).
 *
 * A changed listing gets a new slot; its old one is dropped from `live` and the orders but stays
 * in the word bitmaps until the next rebuild, harmless because every search intersects `live`.
 */
export class ListingIndex {
  private readonly listings: (IndexedListing | undefined)[] = [];
  private readonly shared = new SharedValues();
  private readonly slotById = new Map<string, number>();
  private readonly live = new RoaringBitmap32();
  private readonly values = new Map<string, RoaringBitmap32>();
  private readonly words = new Map<string, RoaringBitmap32>();
  private readonly ranges = new Map<string, Range>();
  /** Numbers to filter on, by slot: a pass over one flat array builds a range in a millisecond. */
  private readonly numbers: Record<NumericField, number[]> = {
    stipendMin: [],
    ctcMin: [],
    durationMonths: [],
    createdAt: [],
    startDay: [],
  };
  private open = { day: '', bitmap: new RoaringBitmap32() };
  /** During a bulk load, slots per key, made into bitmaps once at `seal()`. */
  private staged: Record<Field, StagedSlots> | null = {
    values: new StagedSlots(),
    words: new StagedSlots(),
  };
  // Sort keys by slot, in flat arrays: sorting thousands of slots then allocates nothing.
  private readonly times: number[] = [];
  private readonly pays: number[] = [];
  private readonly ids: string[] = [];
  /** Newest first, ties by id, as the SQL it replaced ordered. */
  readonly byTime = new SortedSlots(
    (a, b) => this.compareTimes(a, b),
    (slot, p) => this.timeVs(slot, p),
  );
  /** Best paid first, then newest. */
  readonly byPay = new SortedSlots(
    (a, b) => (this.pays[b] as number) - (this.pays[a] as number) || this.compareTimes(a, b),
    (slot, p) => (p.key ?? 0) - (this.pays[slot] as number) || this.timeVs(slot, p),
  );
  /** Slots given up by changes, so the owner knows when a rebuild is worth it. */
  deadSlots = 0;
  /**
   * Changes with every add or remove, so caches of answers know they are stale. Counted across
   * indexes, so a rebuilt index never reuses a number an older one answered under.
   */
  version = nextVersion();

  /**
   * Loads listings in bulk, pausing every few dozen (a listing's words take tens of
   * microseconds); call `seal()` once after the last.
   */
  async addAll(listings: Iterable<Listing>, pause: Pause): Promise<void> {
    let stored = 0;
    for (const listing of listings) {
      this.store(listing);
      if ((stored += 1) % LOAD_SLICE === 0) await pause();
    }
    await pause();
  }

  /** Ends a bulk load: builds the bitmaps and orders from what was staged, in slices. */
  async seal(pause: Pause): Promise<void> {
    for (const field of ['values', 'words'] as const) {
      const staged = this.staged?.[field];
      if (!staged) continue;
      for await (const [key, slots] of staged.lists(pause)) {
        this[field].set(key, new RoaringBitmap32(slots));
        await pause();
      }
    }
    this.staged = null;
    const all = this.live.toArray();
    await this.byTime.reset([...all], pause);
    await this.byPay.reset(all, pause);
    this.version = nextVersion();
  }

  get size(): number {
    return this.live.size;
  }

  /** Puts a listing in (replacing an older version of it), or takes it out when `null`. */
  put(id: string, listing: Listing | null): void {
    this.remove(id);
    if (listing) {
      const slot = this.store(listing);
      this.byTime.insert(slot);
      this.byPay.insert(slot);
      if (listing.applyBy >= this.open.day) this.open.bitmap.add(slot);
      for (const r of this.ranges.values()) {
        const value = this.numbers[r.field][slot] as number;
        if (value >= r.min && value <= r.max) r.bitmap.add(slot);
      }
    }
    this.version = nextVersion();
  }

  private remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.byTime.remove(slot);
    this.byPay.remove(slot);
    this.live.remove(slot);
    this.open.bitmap.remove(slot);
    this.slotById.delete(id);
    this.listings[slot] = undefined;
    this.deadSlots += 1;
  }

  private compareTimes(a: number, b: number): number {
    const byTime = (this.times[b] as number) - (this.times[a] as number);
    if (byTime !== 0) return byTime;
    const idA = this.ids[a] as string;
    const idB = this.ids[b] as string;
    return idA < idB ? 1 : idA > idB ? -1 : 0;
  }

  private timeVs(slot: number, p: SortPosition): number {
    const byTime = p.createdAt - (this.times[slot] as number);
    if (byTime !== 0) return byTime;
    const id = this.ids[slot] as string;
    return id < p.id ? 1 : id > p.id ? -1 : 0;
  }

  private store(listing: Listing): number {
    const slot = this.place(listing);
    this.live.add(slot);
    for (const key of valueKeys(listing)) this.mark('values', key, slot);
    for (const key of wordKeys(listing)) this.mark('words', key, slot);
    return slot;
  }

  /** Gives a listing the next slot, with its sort keys and numbers (not its bitmaps). */
  private place(listing: IndexedListing): number {
    const slot = this.listings.length;
    this.listings.push(this.kept(listing));
    this.times.push(listing.createdAt);
    this.pays.push(payKey(listing));
    this.ids.push(listing.id);
    for (const field of NUMERIC_FIELDS) this.numbers[field].push(numberOf(listing, field));
    this.slotById.set(listing.id, slot);
    return slot;
  }

  /**
   * What a snapshot holds (index-snapshots.ts), taken at one instant so it matches the change
   * horizon read with it. Listings are never changed once stored and the orders are copied; a
   * bitmap may gain slots at or past `listings.length` after this, which the image ignores.
   */
  capture(): IndexImage {
    if (this.staged) throw new Error('a bulk load is not sealed yet');
    return {
      listings: this.listings.slice(),
      live: this.live.clone(),
      values: new Map(this.values),
      words: new Map(this.words),
      byTime: this.byTime.toArray(),
      byPay: this.byPay.toArray(),
    };
  }

  /** An index from an image with no dead slots: slot i holds `listings[i]`, and every one is live. */
  static fromImage(image: DenseImage): ListingIndex {
    const index = new ListingIndex();
    index.staged = null;
    for (const listing of image.listings) index.place(listing);
    index.live.addRange(0, index.listings.length);
    for (const [key, bitmap] of image.values) index.values.set(key, bitmap);
    for (const [key, bitmap] of image.words) index.words.set(key, bitmap);
    index.byTime.restore(image.byTime);
    index.byPay.restore(image.byPay);
    return index;
  }

  /** Only the fields read by slot, with repeated values shared (listing.ts, shared-values.ts). */
  private kept(l: IndexedListing): IndexedListing {
    const { shared } = this;
    return {
      id: l.id,
      companyName: shared.string(l.companyName),
      title: shared.string(l.title),
      skills: shared.list(l.skills),
      applyBy: shared.string(l.applyBy),
      startDate: l.startDate === null ? null : shared.string(l.startDate),
      durationMonths: l.durationMonths,
      stipendMin: l.stipendMin,
      stipendMax: l.stipendMax,
      ctcMin: l.ctcMin,
      ctcMax: l.ctcMax,
      createdAt: l.createdAt,
    };
  }

  private mark(field: Field, key: string, slot: number): void {
    if (this.staged) {
      this.staged[field].add(key, slot);
      return;
    }
    const bitmap = this[field].get(key);
    if (bitmap) bitmap.add(slot);
    else this[field].set(key, new RoaringBitmap32([slot]));
  }

  listing(slot: number): IndexedListing | undefined {
    return this.listings[slot];
  }

  /** What a cursor after this slot records. */
  position(slot: number, withPay: boolean): SortPosition {
    const id = this.ids[slot] as string;
    return {
      key: withPay ? (this.pays[slot] as number) : null,
      createdAt: this.times[slot] as number,
      id,
    };
  }

  /** Live listings whose apply-by date is `day` or later (dates in India). */
  openOn(day: string): RoaringBitmap32 {
    if (this.open.day !== day) {
      // A pass over the flat array and one bitmap made from its result: adding to the bitmap
      // slot by slot crossed into native code 150,000 times (tens of ms in one block).
      const slots: number[] = [];
      for (let slot = 0; slot < this.listings.length; slot += 1) {
        const listing = this.listings[slot];
        if (listing && listing.applyBy >= day) slots.push(slot);
      }
      this.open = { day, bitmap: new RoaringBitmap32(slots) };
    }
    return this.open.bitmap;
  }

  /** Slots with a filter value, e.g. `city:Pune`; empty when no listing has it. */
  withValue(key: string): RoaringBitmap32 {
    return this.values.get(key) ?? EMPTY;
  }

  /** Whether some live listing has the word anywhere (its stem), so it is no misspelling. */
  knowsWord(word: string): boolean {
    return this.withWord(`a:${stem(word)}`).size > 0;
  }

  /** Slots with a word in a field: `T:` title as written, `t:` title, `s:` skills, `c:` company, `a:` anywhere (stems). */
  withWord(key: string): RoaringBitmap32 {
    return this.words.get(key) ?? EMPTY;
  }

  /** Words as written in titles, skills and company names, with how many listings use them. */
  *vocabulary(): Iterable<[string, number]> {
    for (const [key, bitmap] of this.words)
      if (key.startsWith('x:')) yield [key.slice(2), bitmap.size];
  }

  /**
   * Slots whose field lies within [min, max] ("stipend at least ₹10,000"), built once by a pass
   * over one flat array and then kept current as listings arrive. A missing value is in no
   * range, except a start date, where none means "immediately". Bounded: clients ask for few.
   */
  inRange(field: NumericField, min: number, max: number): RoaringBitmap32 {
    const key = `${field}:${min}:${max}`;
    let range = this.ranges.get(key);
    if (!range) {
      if (this.ranges.size >= MAX_RANGES) {
        this.ranges.delete(this.ranges.keys().next().value as string);
      }
      const values = this.numbers[field];
      const slots: number[] = [];
      for (let slot = 0; slot < values.length; slot += 1) {
        const value = values[slot] as number;
        if (value >= min && value <= max) slots.push(slot);
      }
      range = { field, min, max, bitmap: new RoaringBitmap32(slots) };
      this.ranges.set(key, range);
    }
    return range.bitmap;
  }
}

export type NumericField = 'stipendMin' | 'ctcMin' | 'durationMonths' | 'createdAt' | 'startDay';
const NUMERIC_FIELDS: NumericField[] = [
  'stipendMin',
  'ctcMin',
  'durationMonths',
  'createdAt',
  'startDay',
];
/** The index's state by slot, as a snapshot stores it (`capture`, `fromImage`). */
export type IndexImage = {
  /** By slot; undefined where a listing was changed or removed (a dead slot). */
  listings: (IndexedListing | undefined)[];
  live: RoaringBitmap32;
  values: ReadonlyMap<string, RoaringBitmap32>;
  words: ReadonlyMap<string, RoaringBitmap32>;
  byTime: number[];
  byPay: number[];
};
/** An image without dead slots, as a snapshot holds it. */
export type DenseImage = Omit<IndexImage, 'listings' | 'live'> & { listings: IndexedListing[] };
/** The two kinds of bitmaps: by filter value (`city:Pune`) and by word in a field (`t:develop`). */
type Field = 'values' | 'words';
type Range = { field: NumericField; min: number; max: number; bitmap: RoaringBitmap32 };

/** NaN fails every comparison, so a missing value is in no range. */
function numberOf(l: IndexedListing, field: NumericField): number {
  if (field === 'startDay') return l.startDate === null ? -Infinity : Date.parse(l.startDate);
  return l[field] ?? Number.NaN;
}
let versions = 0;
const nextVersion = () => (versions += 1);
const MAX_RANGES = 64;
/** Listings stored between pauses in `addAll`. */
const LOAD_SLICE = 100;
const EMPTY = new RoaringBitmap32().freeze();

function valueKeys(l: Listing): string[] {
  const keys = [
    `kind:${l.kind}`,
    `category:${l.category}`,
    `workMode:${l.workMode}`,
    `partTime:${l.partTime}`,
    `ppo:${l.ppo}`,
  ];
  for (const city of l.cities) keys.push(`city:${city}`);
  for (const skill of l.skills) keys.push(`skill:${skill.toLowerCase()}`);
  return keys;
}

function wordKeys(l: Listing): Set<string> {
  const keys = new Set<string>();
  const add = (field: string, words: string[]) => {
    for (const word of words) {
      const stemmed = stem(word);
      keys.add(`${field}:${stemmed}`);
      keys.add(`a:${stemmed}`);
      keys.add(`x:${word}`);
    }
  };
  const title = indexWords(l.title);
  for (const word of title) keys.add(`T:${word}`);
  add('t', title);
  add('s', indexWords(l.skills.join(' ')));
  add('c', indexWords(l.companyName));
  for (const word of indexWords(l.description)) keys.add(`a:${stem(word)}`);
  return keys;
}
