import { HINDI, HINGLISH, PHRASES, TYPOS } from './mix-vocabulary';

/**
 * The kinds of request the server answers differently, used to count the mix's answers by
 * shape and to name the idle pass's rows.
 */
export const SHAPES = {
  suggest: 'suggest',
  nextPage: 'page 2 (cursor)',
  listing: 'home and landing listings',
  typo: 'q with a typo',
  phrase: 'q with city or mode text',
  hindi: 'q in Hindi or Hinglish',
  word: 'q word',
  pay: 'sort=pay',
  stipend: 'kind + min stipend',
  oneCity: 'one city',
  cities: 'several cities',
  none: 'no filter',
  other: 'other filters',
} as const;
export type Shape = (typeof SHAPES)[keyof typeof SHAPES];

const typos = new Set<string>(TYPOS);
const phrases = new Set<string>(PHRASES);
const hindi = new Set<string>([...HINDI, ...HINGLISH]);
const PAGING = new Set(['limit', 'cursor', 'facets']);

/** Named by what costs the server most: the words, then the order, then the filters. */
export function shapeOf(path: string): Shape {
  const url = new URL(path, 'http://client');
  const params = url.searchParams;
  if (url.pathname === '/api/jobs/suggest') return SHAPES.suggest;
  if (params.has('cursor')) return SHAPES.nextPage;
  if (params.has('facets')) return SHAPES.listing;
  const q = params.get('q');
  if (q && hindi.has(q)) return SHAPES.hindi;
  if (q) return typos.has(q) ? SHAPES.typo : phrases.has(q) ? SHAPES.phrase : SHAPES.word;
  if (params.get('sort') === 'pay') return SHAPES.pay;
  if (params.has('minStipend')) return SHAPES.stipend;
  const cities = params.getAll('city').length;
  if (cities) return cities === 1 ? SHAPES.oneCity : SHAPES.cities;
  const filters = [...params.keys()].filter((key) => !PAGING.has(key) && key !== 'sort');
  return filters.length === 0 ? SHAPES.none : SHAPES.other;
}
