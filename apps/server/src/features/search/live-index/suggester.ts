import { CITIES, todayInIndia, type JobSuggestResponse } from '@shuruaat/contract';
import { CITY_NAMES } from '../place-names';
import type { ListingIndex } from './listing-index';
import { normalizeText } from './words';

type Suggestion = JobSuggestResponse['suggestions'][number];
type Entry = { key: string; suggestion: Suggestion };

const SHOWN = 8;
const SHORT_PREFIX = 3;

/**
 * Suggestions as a student types: titles, skills, companies and cities of open listings, matched
 * at the start of any word ("dev" finds "Web Developer"), most listings first. Prefixes of up to
 * three letters are answered from lists made at `refresh()`, longer ones by a binary search in
 * the sorted keys. A refresh reads every open listing (about 300 ms at 150,000), so it runs at
 * most once a minute: live-listings.ts calls it after a catch-up, which a search request starts.
 */
export class Suggester {
  private keys: Entry[] = [];
  private short = new Map<string, Suggestion[]>();
  private builtVersion = -1;

  constructor(private readonly index: ListingIndex) {}

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

  /** Rebuilds the lists if listings changed since the last build. */
  refresh(): void {
    if (this.builtVersion === this.index.version) return;
    const suggestions = this.collect();
    const keys: Entry[] = [];
    const byPrefix = new Map<string, Set<Suggestion>>();
    for (const suggestion of suggestions) {
      const words = normalizeText(suggestion.value)
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter(Boolean);
      const names = suggestion.type === 'city' ? cityNames(suggestion.value) : [];
      const starts = [...words.map((_, i) => words.slice(i).join(' ')), ...names];
      for (const key of new Set(starts)) {
        keys.push({ key, suggestion });
        for (let n = 1; n <= SHORT_PREFIX && n <= key.length; n += 1) {
          const prefix = key.slice(0, n);
          const set = byPrefix.get(prefix) ?? new Set();
          byPrefix.set(prefix, set.add(suggestion));
        }
      }
    }
    const short = new Map([...byPrefix].map(([prefix, set]) => [prefix, best([...set])]));
    this.keys = keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.short = short;
    this.builtVersion = this.index.version;
  }

  private collect(): Suggestion[] {
    const counts = new Map<string, Suggestion>();
    const count = (type: Suggestion['type'], value: string) => {
      const id = `${type}:${value.toLowerCase()}`;
      const known = counts.get(id);
      if (known) known.count += 1;
      else counts.set(id, { type, value, count: 1 });
    };
    const open = this.index.openOn(todayInIndia());
    for (const slot of open) {
      const listing = this.index.listing(slot);
      if (!listing) continue;
      count('title', listing.title);
      count('company', listing.companyName);
      for (const skill of listing.skills) count('skill', skill);
    }
    for (const city of CITIES) {
      const n = open.andCardinality(this.index.withValue(`city:${city}`));
      if (n > 0) counts.set(`city:${city}`, { type: 'city', value: city, count: n });
    }
    return [...counts.values()];
  }
}

const cityNames = (city: string) => CITY_NAMES.filter(([, c]) => c === city).map(([name]) => name);

const best = (list: Suggestion[]) => [...list].sort((a, b) => b.count - a.count).slice(0, SHOWN);
