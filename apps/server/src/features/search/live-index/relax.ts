import {
  CITIES,
  JOB_KINDS,
  type City,
  type JobKind,
  type SearchAlternative,
  type SearchChip,
  type SearchRelaxed,
  type WorkMode,
} from '@shuruaat/contract';
import { distanceKm } from '../place-names';
import { and, or } from './bitmap-sets';
import type { ListingIndex } from './listing-index';
import type { RoaringBitmap32 } from './roaring';

/** The type, places and modes a search asks for, from its filters and its box together. */
export type Asked = {
  kind: JobKind | undefined;
  cities: City[];
  workMode: WorkMode | undefined;
  partTime: boolean | undefined;
};

export type FacetBitmaps = {
  kind: RoaringBitmap32 | undefined;
  category: RoaringBitmap32 | undefined;
  city: RoaringBitmap32 | undefined;
  workMode: RoaringBitmap32 | undefined;
  partTime: RoaringBitmap32 | undefined;
};

export function facetBitmaps(
  index: ListingIndex,
  asked: Asked,
  category: string | undefined,
): FacetBitmaps {
  const { kind, cities, workMode, partTime } = asked;
  const inCities = cities.length ? or(cities.map((c) => index.withValue(`city:${c}`))) : undefined;
  // "Work from home" is a place to a student: Pune + work from home means either, as on
  // Internshala, not remote jobs in Pune (which have no city and would match nothing).
  const cityOrHome =
    inCities && workMode === 'remote'
      ? or([inCities, index.withValue('workMode:remote')])
      : undefined;
  return {
    kind: kind ? index.withValue(`kind:${kind}`) : undefined,
    category: category ? index.withValue(`category:${category}`) : undefined,
    city: cityOrHome ?? inCities,
    workMode: workMode && !cityOrHome ? index.withValue(`workMode:${workMode}`) : undefined,
    partTime: partTime === undefined ? undefined : index.withValue(`partTime:${partTime}`),
  };
}

export type Narrowed = {
  words: string[];
  match: RoaringBitmap32;
  facets: FacetBitmaps;
  dropped: SearchChip[];
  relaxed: SearchRelaxed | null;
  alternatives: SearchAlternative[];
};

type NarrowRequest = {
  words: string[];
  excluded: string[];
  asked: Asked;
  category: string | undefined;
  /** Open listings with these words that pass the filters other than type, place and mode. */
  baseFor: (words: string[]) => RoaringBitmap32[];
  isExact: boolean;
};

/**
 * What to show when the search as asked has nothing, best first, as a student would widen it
 * themselves: the same words working from home when the city had none ("web developer pune"
 * shows remote web roles, not Pune's Flutter interns); then, if the words are found somewhere,
 * nothing but nearby searches to choose from (the nearest city with them, the other type, any
 * hours, anywhere); only when no listing anywhere has every word is one word left out. Every
 * step is a few bitmap intersections, and runs only when the one before found nothing.
 */
export function narrow(index: ListingIndex, req: NarrowRequest): Narrowed {
  const { words, asked, category, baseFor } = req;
  const facets = facetBitmaps(index, asked, category);
  const match = and([...baseFor(words), ...Object.values(facets)]);
  const none = { words, match, facets, dropped: [], relaxed: null, alternatives: [] };
  if (match.size > 0 || req.isExact) return none;

  if (asked.cities.length && asked.workMode === undefined) {
    const home = facetBitmaps(index, { ...asked, workMode: 'remote' }, category);
    const atHome = and([...baseFor(words), ...Object.values(home)]);
    if (atHome.size > 0) {
      const relaxed = { words: words.join(' '), cities: asked.cities, showing: 'remote' as const };
      // Beside the remote ones, the nearest city that has them in an office, if one does.
      const anywhere = and([...baseFor(words), facets.category]);
      const nearby = alternativesFor(index, anywhere, facets, req).filter(
        (a) => a.reason === 'nearestCity',
      );
      return { ...none, match: atHome, facets: home, relaxed, alternatives: nearby };
    }
  }
  const anywhere = and([...baseFor(words), facets.category]);
  if (anywhere.size > 0) {
    return { ...none, alternatives: alternativesFor(index, anywhere, facets, req) };
  }
  return withOneWordLess(words, (rest) => and([...baseFor(rest), ...Object.values(facets)]), none);
}

/**
 * When no open listing anywhere has every word, one word is left out: the one whose absence
 * leaves the most results, and a chip says which. Better than an empty page for a student who
 * typed one word too many.
 */
function withOneWordLess(
  words: string[],
  matchFor: (words: string[]) => RoaringBitmap32,
  none: Narrowed,
): Narrowed {
  if (words.length < 2) return none;
  const tries = words.map((word, i) => {
    const rest = words.filter((_, j) => j !== i);
    return { word, words: rest, match: matchFor(rest) };
  });
  const best = tries.reduce((a, b) => (b.match.size > a.match.size ? b : a));
  if (best.match.size === 0) return none;
  const dropped: SearchChip = {
    type: 'dropped',
    phrase: best.word,
    label: best.word,
    value: best.word,
  };
  return { ...none, words: best.words, match: best.match, dropped: [dropped] };
}

const MAX_ALTERNATIVES = 3;

function alternativesFor(
  index: ListingIndex,
  anywhere: RoaringBitmap32,
  facets: FacetBitmaps,
  { words, excluded, asked }: NarrowRequest,
): SearchAlternative[] {
  const q = [...words, ...excluded.map((w) => `-${w}`)].join(' ');
  const base = {
    q,
    kind: asked.kind ?? null,
    city: asked.cities,
    workMode: asked.workMode ?? null,
    partTime: asked.partTime ?? null,
  };
  const count = (...sets: (RoaringBitmap32 | undefined)[]) => and([anywhere, ...sets]).size;
  const { kind, city, workMode, partTime } = facets;
  const candidates: SearchAlternative[] = [];
  const nearest = nearestCity(index, anywhere, facets, asked);
  if (nearest) candidates.push({ ...base, ...nearest, reason: 'nearestCity' });
  const otherKind = JOB_KINDS.find((k) => asked.kind && k !== asked.kind);
  if (otherKind) {
    const total = count(index.withValue(`kind:${otherKind}`), city, workMode, partTime);
    candidates.push({ ...base, kind: otherKind, total, reason: 'otherKind' });
  }
  if (asked.partTime === true) {
    const total = count(kind, city, workMode);
    candidates.push({ ...base, partTime: null, total, reason: 'anyHours' });
  }
  if (asked.workMode && !asked.cities.length) {
    const total = count(kind, partTime);
    candidates.push({ ...base, workMode: null, total, reason: 'anyMode' });
  }
  if (asked.cities.length) {
    const total = count(kind, partTime);
    candidates.push({ ...base, city: [], workMode: null, total, reason: 'anywhere' });
  }
  return candidates.filter((c) => c.total > 0).slice(0, MAX_ALTERNATIVES);
}

/** The city nearest to those asked that has listings with these words (one count per city). */
function nearestCity(
  index: ListingIndex,
  anywhere: RoaringBitmap32,
  facets: FacetBitmaps,
  asked: Asked,
): { city: City[]; workMode: WorkMode | null; total: number } | null {
  if (!asked.cities.length) return null;
  // An office or hybrid mode still holds in another city; work from home is what had none.
  const mode = asked.workMode === 'remote' ? undefined : facets.workMode;
  const scope = and([anywhere, facets.kind, facets.partTime, mode]);
  const away = (c: City) => Math.min(...asked.cities.map((a) => distanceKm(a, c)));
  const found = CITIES.filter((c) => !asked.cities.includes(c))
    .map((c) => ({ c, total: scope.andCardinality(index.withValue(`city:${c}`)), km: away(c) }))
    .filter((f) => f.total > 0)
    .sort((a, b) => a.km - b.km)[0];
  if (!found) return null;
  const workMode = asked.workMode === 'remote' ? null : (asked.workMode ?? null);
  return { city: [found.c], workMode, total: found.total };
}
