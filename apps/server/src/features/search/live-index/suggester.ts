import { CITIES, todayInIndia, type JobSuggestResponse } from '@shuruaat/contract';
import { sortInSlices, type Pause } from '../../../lib/time-slices';
import { CITY_NAMES } from '../place-names';
import type { ListingIndex } from './listing-index';
import { normalizeText, tokenize } from './words';

type Suggestion = JobSuggestResponse['suggestions'][number];
type Entry = { key: string; suggestion: Suggestion };
/** What `find` answers from: the sorted keys and the lists of short prefixes. */
export type SuggestionLists = { keys: Entry[]; short: Map<string, Suggestion[]> };

const SHOWN = 8;
const SHORT_PREFIX = 3;

/**
 * Suggestions as a student types: titles, skills, companies and cities of open listings, matched
 * at the start of any word ("dev" finds "Web Developer"), most listings first. Prefixes of up to
 * three letters are answered from lists made at `refresh()`, longer ones by a binary search in
 * the sorted keys. A refresh reads every open listing (seconds of work at 150,000), so it runs
 * as a background job in slices that hand the event loop back every few milliseconds, and the
 * new lists replace the old ones only when complete.
 */
export class Suggester {
  private keys: Entry[] = [];
  private short = new Map<string, Suggestion[]>();
  private builtVersion = -1;

  constructor(private readonly index: ListingIndex) {}

  /** The lists as they stand (never changed once made: a refresh replaces them whole). */
  lists(): SuggestionLists {
    return { keys: this.keys, short: this.short };
  }

  /**
   * Answers from a snapshot's lists (decision 039) until the next refresh, which rebuilds them
   * whatever the index's version: they may be a little older than the index restored with them.
   */
  restore(lists: SuggestionLists): void {
    this.keys = lists.keys;
    this.short = lists.short;
    this.builtVersion = -1;
  }

  find(typed: string): JobSuggestResponse {
    return { suggestions: this.lookUp(typed) };
  }

  private lookUp(typed: string): Suggestion[] {
    const prefix = normalizeText(typed).replace(/\s+/g, ' ').trim();
    if (!prefix) return [];
    if (prefix.length <= SHORT_PREFIX) return this.short.get(prefix) ?? [];
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.keys[mid] as Entry).key < prefix) low = mid + 1;
      else high = mid;
    }
    const found = new Map<Suggestion, true>();
    for (
      let i = low;
      i < this.keys.length && (this.keys[i] as Entry).key.startsWith(prefix);
      i += 1
    ) {
      found.set((this.keys[i] as Entry).suggestion, true);
    }
    return best([...found.keys()]);
  }

  /** Rebuilds the lists if listings changed since the last build; 'idle' if they did not. */
  async refresh(pause: Pause): Promise<'idle' | undefined> {
    const version = this.index.version;
    if (this.builtVersion === version) return 'idle';
    const keys: Entry[] = [];
    const byPrefix = new Map<string, Set<Suggestion>>();
    for (const suggestion of await this.collect(pause)) {
      for (const key of startsOf(suggestion)) {
        keys.push({ key, suggestion });
        for (let n = 1; n <= SHORT_PREFIX && n <= key.length; n += 1) {
          const prefix = key.slice(0, n);
          const set = byPrefix.get(prefix) ?? new Set();
          byPrefix.set(prefix, set.add(suggestion));
        }
      }
      await pause();
    }
    const short = new Map<string, Suggestion[]>();
    for (const [prefix, set] of byPrefix) {
      short.set(prefix, best([...set]));
      await pause();
    }
    this.keys = await sortInSlices(
      keys,
      (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      pause,
    );
    this.short = short;
    this.builtVersion = version;
  }

  private async collect(pause: Pause): Promise<Suggestion[]> {
    const counts = new Map<string, Suggestion>();
    // Listings repeat titles, companies and skills: each value as written is looked up once more
    // cheaply than its lower-cased id is made for every listing (a third of a refresh's time).
    const asWritten = new Map<Suggestion['type'], Map<string, Suggestion>>();
    const count = (type: Suggestion['type'], value: string) => {
      let byValue = asWritten.get(type);
      if (!byValue) asWritten.set(type, (byValue = new Map()));
      const known = byValue.get(value);
      if (known) {
        known.count += 1;
        return;
      }
      const id = `${type}:${value.toLowerCase()}`;
      const suggestion = counts.get(id) ?? { type, value, count: 0 };
      suggestion.count += 1;
      counts.set(id, suggestion);
      byValue.set(value, suggestion);
    };
    // A copy: catch-ups may change the index between slices.
    const open = this.index.openOn(todayInIndia()).clone();
    let seen = 0;
    for (const slot of open) {
      const listing = this.index.listing(slot);
      if (listing) {
        count('title', listing.title);
        count('company', listing.companyName);
        for (const skill of listing.skills) count('skill', skill);
      }
      if ((seen += 1) % 512 === 0) await pause();
    }
    for (const city of CITIES) {
      const n = open.andCardinality(this.index.withValue(`city:${city}`));
      if (n > 0) counts.set(`city:${city}`, { type: 'city', value: city, count: n });
    }
    return [...counts.values()];
  }
}

/**
 * The keys a suggestion is found under: its words from each one on, and a city's other names
 * (Devanagari ones too, so "पुण" suggests Pune).
 */
function startsOf(suggestion: Suggestion): Set<string> {
  const words = tokenize(suggestion.value);
  const names = suggestion.type === 'city' ? cityNames(suggestion.value) : [];
  return new Set([...words.map((_, i) => words.slice(i).join(' ')), ...names]);
}

const cityNames = (city: string) =>
  CITY_NAMES.filter(([, c]) => c === city).map(([name]) => normalizeText(name));

const best = (list: Suggestion[]) => [...list].sort((a, b) => b.count - a.count).slice(0, SHOWN);
