import { RoaringBitmap32 } from './roaring';
import {
  CATEGORIES,
  CITIES,
  JOB_KINDS,
  WORK_MODES,
  type JobSearchParams,
  type SearchAlternative,
  type SearchChip,
  type SearchFacets,
  type SearchReadAs,
  type SearchRelaxed,
  type SearchSort,
} from '@shuruaat/contract';
import { isPhraseWord, type UnderstoodQuery } from '../query-understanding';
import type { SortPosition } from './listing';
import type { ListingIndex } from './listing-index';
import type { Speller } from './spelling';
import { and, or } from './bitmap-sets';
import { narrow, type Asked, type FacetBitmaps } from './relax';
import { firstInOrder } from './top-k';
import { stem } from './words';

type FacetName = keyof SearchFacets;
const FACET_VALUES: Record<FacetName, readonly string[]> = {
  kind: JOB_KINDS,
  category: CATEGORIES,
  city: CITIES,
  workMode: WORK_MODES,
  partTime: ['true', 'false'],
};

/** Relevance tiers, best first: see `tierSets`. */
export const TOP_TIER = 4;

export type FindRequest = {
  params: JobSearchParams;
  understood: UnderstoodQuery;
  sort: SearchSort;
  after: (SortPosition & { tier: number | null }) | undefined;
  today: string;
  now: number;
  wantFacets: boolean;
  /** Exactly what was asked, nothing relaxed or left out: what a job alert emails. */
  isExact?: boolean;
};

export type Found = {
  slots: { slot: number; key: number | null }[];
  total: number;
  facets: SearchFacets | null;
  chips: SearchChip[];
  hasMore: boolean;
  readAs: SearchReadAs;
  relaxed: SearchRelaxed | null;
  alternatives: SearchAlternative[];
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Corrects words no listing has, so "devloper" finds developers; each correction is a chip. */
function spellChecked(index: ListingIndex, speller: Speller, understood: UnderstoodQuery) {
  const chips: SearchChip[] = [];
  const words = understood.words.map((word) => {
    if (index.knowsWord(word) || isPhraseWord(word)) return word;
    const corrected = speller.correct(word);
    if (!corrected) return word;
    chips.push({ type: 'spelling', phrase: word, label: corrected, value: corrected });
    return corrected;
  });
  return { words, chips };
}

/** What the filters and the box ask for together; a filter chosen in the panel wins. */
function askedOf(
  p: Pick<JobSearchParams, 'kind' | 'city' | 'workMode' | 'partTime'>,
  u: UnderstoodQuery,
): Asked {
  return {
    kind: p.kind ?? u.kind,
    cities: [...new Set([...(p.city ?? []), ...u.cities])],
    workMode: p.workMode ?? (u.remote ? 'remote' : undefined),
    partTime: p.partTime ?? (u.partTime ? true : undefined),
  };
}

function otherFilters(
  index: ListingIndex,
  p: JobSearchParams,
  words: string[],
  now: number,
): RoaringBitmap32[] {
  const filters = words.map((w) => index.withWord(`a:${stem(w)}`));
  const { minStipend, minCtc, maxDuration, ppo, skills, postedWithin, startBy } = p;
  // "₹10,000 a month or more" means the listed minimum meets it, not a range that reaches it.
  if (minStipend !== undefined) filters.push(index.inRange('stipendMin', minStipend, Infinity));
  if (minCtc !== undefined) filters.push(index.inRange('ctcMin', minCtc, Infinity));
  if (maxDuration !== undefined) filters.push(index.inRange('durationMonths', 0, maxDuration));
  if (ppo !== undefined) filters.push(index.withValue(`ppo:${ppo}`));
  if (skills?.length) {
    filters.push(or(skills.map((s) => index.withValue(`skill:${s.toLowerCase()}`))));
  }
  if (postedWithin !== undefined) {
    // By the minute, so a kept "last 7 days" range slides with the clock.
    const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
    filters.push(index.inRange('createdAt', minute - postedWithin * DAY_MS, Infinity));
  }
  if (startBy) filters.push(index.inRange('startDay', -Infinity, Date.parse(startBy)));
  return filters;
}

function facetCounts(
  index: ListingIndex,
  match: RoaringBitmap32,
  base: RoaringBitmap32[],
  facets: FacetBitmaps,
): SearchFacets {
  const names = Object.keys(FACET_VALUES) as FacetName[];
  const entries = names.map((name) => {
    // Each facet counts under every filter but its own, so a count says what choosing it gives.
    const others = names.filter((n) => n !== name).map((n) => facets[n]);
    const scope = facets[name]
      ? and([...base, ...others.filter((b): b is RoaringBitmap32 => b !== undefined)])
      : match;
    const counts = FACET_VALUES[name]
      .map((value) => ({ value, count: scope.andCardinality(index.withValue(`${name}:${value}`)) }))
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count);
    return [name, counts];
  });
  return Object.fromEntries(entries) as SearchFacets;
}

/**
 * Relevance tiers for word searches, best first: every word in the title as written (4), in the
 * title stemmed (3), in title or skills (2), in title, skills or company (1), anywhere (0).
 * "developer" ranks "Web Developer" (4) above "Business Development Intern" (3).
 */
function tierSets(index: ListingIndex, words: string[]): (() => RoaringBitmap32)[] {
  const per = (keys: (w: string) => string[]) =>
    and(words.map((w) => or(keys(w).map((key) => index.withWord(key)))));
  return [
    () => per((w) => [`a:${stem(w)}`]),
    () => per((w) => [`t:${stem(w)}`, `s:${stem(w)}`, `c:${stem(w)}`]),
    () => per((w) => [`t:${stem(w)}`, `s:${stem(w)}`]),
    () => per((w) => [`t:${stem(w)}`]),
    () => per((w) => [`T:${w}`]),
  ];
}

/**
 * A slot's sort key outside the relevance tiers: its pay, nothing for newest, and the lowest
 * tier for relevance with no word left to rank by ("pune" read as a city), so every listing
 * ranks alike and the newest come first.
 */
function keyOf(index: ListingIndex, sort: SearchSort, slot: number): number | null {
  if (sort === 'pay') return index.position(slot, true).key;
  return sort === 'relevance' ? 0 : null;
}

function byRelevance(
  index: ListingIndex,
  match: RoaringBitmap32,
  words: string[],
  req: FindRequest,
  k: number,
) {
  const sets = tierSets(index, words);
  const found: { slot: number; key: number | null }[] = [];
  let higher: RoaringBitmap32 | null = null;
  const start = req.after?.tier ?? TOP_TIER;
  for (let tier = TOP_TIER; tier >= 0 && found.length < k; tier -= 1) {
    const set = (sets[tier] as () => RoaringBitmap32)();
    if (tier <= start) {
      let inTier = RoaringBitmap32.and(match, set);
      if (higher) inTier = RoaringBitmap32.andNot(inTier, higher);
      const after = tier === start ? req.after : undefined;
      const slots = firstInOrder(inTier, index.byTime, after, k - found.length);
      found.push(...slots.map((slot) => ({ slot, key: tier })));
    }
    higher = set;
  }
  return found;
}

/**
 * What a search reads as before anything is found: its words corrected, and the type, places
 * and modes the filters and the box ask for together. Headings are written from it.
 */
export function readSearch(
  index: ListingIndex,
  speller: Speller,
  params: Pick<JobSearchParams, 'kind' | 'city' | 'workMode' | 'partTime'>,
  understood: UnderstoodQuery,
) {
  const spelled = spellChecked(index, speller, understood);
  const asked = askedOf(params, understood);
  const readAs: SearchReadAs = {
    q: spelled.words.join(' '),
    kind: asked.kind ?? null,
    city: asked.cities,
    workMode: asked.workMode ?? null,
    partTime: asked.partTime ?? null,
  };
  return { spelled, asked, readAs };
}

export function findListings(index: ListingIndex, speller: Speller, req: FindRequest): Found {
  const { params, understood, today, now } = req;
  const { spelled, asked, readAs } = readSearch(index, speller, params, understood);
  const excluded = understood.excluded.map((w) => index.withWord(`a:${stem(w)}`));
  const open = excluded.length
    ? RoaringBitmap32.andNot(index.openOn(today), or(excluded))
    : index.openOn(today);
  const baseFor = (words: string[]) => [open, ...otherFilters(index, params, words, now)];
  const { words, match, facets, dropped, relaxed, alternatives } = narrow(index, {
    words: spelled.words,
    excluded: understood.excluded,
    asked,
    category: params.category,
    baseFor,
    isExact: req.isExact ?? false,
  });
  const k = params.limit + 1;
  const slots =
    req.sort === 'relevance' && words.length
      ? byRelevance(index, match, words, req, k)
      : firstInOrder(match, req.sort === 'pay' ? index.byPay : index.byTime, req.after, k).map(
          (slot) => ({ slot, key: keyOf(index, req.sort, slot) }),
        );
  return {
    slots: slots.slice(0, params.limit),
    hasMore: slots.length > params.limit,
    total: match.size,
    facets: req.wantFacets ? facetCounts(index, match, baseFor(words), facets) : null,
    chips: [...understood.chips, ...spelled.chips, ...dropped],
    readAs,
    relaxed,
    alternatives,
  };
}
