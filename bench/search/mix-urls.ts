import { CATEGORIES, CITIES, JOB_KINDS, type City } from '@shuruaat/contract';
import type { JobFilters } from '../../apps/web/src/job-search/job-filters';
import { POSTED_VALUES, STIPEND_VALUES } from '../../apps/web/src/features/jobs/filter-options';
import { PAGE_SIZE } from '../../apps/web/src/job-search/search-query';
import { assertClientShaped, nextPagePath, searchPath } from './client-urls';
import { HINDI, HINGLISH, PHRASES, TYPOS, WORDS } from './mix-vocabulary';
import { CITY_WEIGHTS } from './seed';
import { pick, pickWeighted, shuffle, type Random } from './seeded-random';

/**
 * The realistic mix: distinct search requests written exactly as the web client writes them,
 * ranked from most to least popular (the load draws them Zipf-like by that rank).
 */
const MARKET = new Map(CITY_WEIGHTS);
// Cities the seed gives no share of still get searched, less often than the big markets.
const CITY_DRAW = CITIES.map((city) => [city, MARKET.get(city) ?? 0.5] as const);
const STIPENDS = STIPEND_VALUES;
const POSTED = POSTED_VALUES;

/** What the home and landing pages ask for on every visit (see the home and landing loaders, apps/web/src/features/home/loaders.ts and landings/loaders.ts). */
const PAGE_LOADS = [
  searchPath({ filters: {}, limit: 1, facets: true }),
  searchPath({ filters: { kind: 'internship', sort: 'newest' }, limit: 6, facets: false }),
  searchPath({ filters: { kind: 'job', sort: 'newest' }, limit: 6, facets: false }),
  searchPath({ filters: {} }),
  searchPath({ filters: { kind: 'internship', sort: 'newest' }, limit: 6, facets: true }),
  searchPath({
    filters: { kind: 'internship', minStipend: 10_000, sort: 'pay' },
    limit: 4,
    facets: false,
  }),
  searchPath({ filters: { q: 'internship' } }),
  searchPath({ filters: { kind: 'internship' }, limit: 1, facets: true }),
];

/** Popular searches right after the page loads: the head of the Zipf curve. */
const POPULAR: JobFilters[] = [
  { q: 'work from home' },
  { city: ['Delhi NCR'] },
  { q: 'web developer' },
  { city: ['Mumbai'] },
  { kind: 'internship' },
  { city: ['Bengaluru'] },
  { q: 'pune' },
  { workMode: 'remote' },
  { q: 'data analyst' },
  { kind: 'internship', workMode: 'remote' },
  { q: 'graphic design intern' },
  { q: 'web developer, pune' },
  { q: 'पुणे में इंटर्नशिप' },
  { q: 'ghar se kaam' },
];

/** Every city, word, typo and phrase at least once, and "similar jobs" for every category. */
function coverage(): string[] {
  const texts = [...WORDS, ...TYPOS, ...PHRASES, ...HINDI, ...HINGLISH];
  return [
    ...CITIES.map((city) => searchPath({ filters: { city: [city] } })),
    ...CITIES.map((city) => searchPath({ filters: { kind: 'internship', city: [city] } })),
    ...texts.map((q) => searchPath({ filters: { q } })),
    ...CATEGORIES.map((category) => searchPath({ filters: { category } })),
    ...JOB_KINDS.flatMap((kind) =>
      CATEGORIES.map((category) =>
        searchPath({ filters: { kind, category }, limit: 4, facets: false }),
      ),
    ),
    ...STIPENDS.map((minStipend) => searchPath({ filters: { kind: 'internship', minStipend } })),
    ...POSTED.map((postedWithin) => searchPath({ filters: { postedWithin } })),
    searchPath({ filters: { sort: 'pay' } }),
  ];
}

function drawCities(random: Random): City[] {
  const count = random() < 0.7 ? 1 : 2 + Math.floor(random() * 2);
  const chosen = new Set<City>();
  while (chosen.size < count) chosen.add(pickWeighted(random, CITY_DRAW));
  return [...chosen];
}

function drawText(random: Random): string {
  return pick(
    random,
    pickWeighted<readonly string[]>(random, [
      // About one search in eight in Hindi or Hinglish: Hindi is most students' first
      // language, though most type job words in English (issue 26).
      [WORDS, 45],
      [TYPOS, 12],
      [PHRASES, 30],
      [HINDI, 7],
      [HINGLISH, 6],
    ]),
  );
}

/** One visitor's first page of /jobs: each filter chosen about as often as students use it. */
function drawFilters(random: Random): JobFilters {
  const filters: JobFilters = {};
  if (random() < 0.55) filters.q = drawText(random);
  if (random() < 0.35) filters.kind = random() < 0.7 ? 'internship' : 'job';
  if (random() < 0.2) filters.category = pick(random, CATEGORIES);
  if (random() < 0.3) filters.city = drawCities(random);
  if (random() < 0.2) {
    filters.workMode = pickWeighted(random, [
      ['remote', 5],
      ['office', 3],
      ['hybrid', 2],
    ] as const);
  }
  if (random() < 0.1) filters.partTime = true;
  if (random() < 0.15) filters.minStipend = pick(random, STIPENDS);
  if (random() < 0.1) filters.postedWithin = pick(random, POSTED);
  // The order menu offers relevance only once there are words (sort-select.tsx).
  if (random() < 0.25) {
    filters.sort = pick(
      random,
      filters.q ? (['relevance', 'newest', 'pay'] as const) : (['newest', 'pay'] as const),
    );
  }
  return filters;
}

/** `target` distinct URLs, most popular first; the same seed always gives the same list. */
export function generateMixUrls(random: Random, target: number): string[] {
  const head = [...new Set([...PAGE_LOADS, ...POPULAR.map((filters) => searchPath({ filters }))])];
  const all = new Set([...head, ...coverage()]);
  for (let tries = 0; all.size < target && tries < 100 * target; tries += 1) {
    all.add(searchPath({ filters: drawFilters(random) }));
  }
  const tail = [...all].filter((path) => !head.includes(path));
  const ranked = [...head, ...shuffle(random, tail)];
  if (ranked.length < target) throw new Error(`only ${ranked.length} distinct URLs of ${target}`);
  ranked.forEach(assertClientShaped);
  return ranked;
}

/**
 * A /jobs first page as the client asks for it: a page of PAGE_SIZE with no cursor, its facets
 * counted (the server's default for a first page). The home, landing and similar-jobs lists ask
 * fewer and have no "Load more", so they never get a page 2.
 */
export function isJobsFirstPage(path: string): boolean {
  const url = new URL(path, 'http://client');
  const { searchParams: params } = url;
  return (
    url.pathname === '/api/jobs' &&
    !params.has('cursor') &&
    params.get('facets') !== 'false' &&
    Number(params.get('limit') ?? PAGE_SIZE) === PAGE_SIZE
  );
}

/** First pages whose popular head is always paged on. */
const PAGED_HEAD = 20;

/**
 * The /jobs first pages whose "Load more" is asked: the popular ones, then `share` of the rest
 * by a seeded draw, so page 2s spread over the whole tail as visitors' do.
 */
export function firstPagesToPage(ranked: string[], share: number, random: Random): string[] {
  const firstPages = ranked.filter(isJobsFirstPage);
  return firstPages.filter((_, rank) => rank < PAGED_HEAD || random() < share);
}

/** Adds each page 2 to the ranking below its page 1 (about half as many visitors load more). */
export function withNextPages(ranked: string[], cursors: Map<string, string>): string[] {
  const after = new Map<number, string[]>();
  ranked.forEach((path, rank) => {
    const cursor = cursors.get(path);
    if (!cursor) return;
    const at = Math.min(ranked.length - 1, 2 * rank + 5);
    after.set(at, [...(after.get(at) ?? []), nextPagePath(path, cursor)]);
  });
  return ranked.flatMap((path, rank) => [path, ...(after.get(rank) ?? [])]);
}
