import { CATEGORIES, CITIES, JOB_KINDS } from '@shuruaat/contract';
import type { JobFilters } from '../../apps/web/src/job-search/job-filters';
import { STIPEND_VALUES } from '../../apps/web/src/features/jobs/filter-options';
import { searchPath, suggestPath } from './client-urls';
import { HINDI, HINGLISH, PHRASES, SUGGEST_PREFIXES, TYPOS, WORDS } from './mix-vocabulary';
import { SHAPES } from './query-shapes';
import { shuffle, type Random } from './seeded-random';

/** One row of the idle pass: a query shape and distinct requests of that shape to cycle through. */
export type IdleShape = { label: string; paths: string[] };

function filterShapes(random: Random): { label: string; filters: JobFilters[] }[] {
  return [
    { label: SHAPES.none, filters: [{}] },
    { label: SHAPES.oneCity, filters: shuffle(random, CITIES).map((city) => ({ city: [city] })) },
    { label: SHAPES.word, filters: shuffle(random, WORDS).map((q) => ({ q })) },
    { label: SHAPES.typo, filters: shuffle(random, TYPOS).map((q) => ({ q })) },
    { label: SHAPES.phrase, filters: shuffle(random, PHRASES).map((q) => ({ q })) },
    {
      label: SHAPES.hindi,
      filters: shuffle(random, [...HINDI, ...HINGLISH]).map((q) => ({ q })),
    },
    {
      label: SHAPES.stipend,
      filters: shuffle(
        random,
        JOB_KINDS.flatMap((kind) => STIPEND_VALUES.map((minStipend) => ({ kind, minStipend }))),
      ),
    },
    {
      label: SHAPES.pay,
      filters: [
        { sort: 'pay' },
        ...JOB_KINDS.map((kind) => ({ kind, sort: 'pay' as const })),
        ...shuffle(random, CATEGORIES).map((category) => ({ category, sort: 'pay' as const })),
      ],
    },
  ];
}

// The second half of a list first, so a shape's "no facets" row does not find totals its
// "facets" row just cached (where the shape has enough distinct searches).
const rotate = <T>(items: T[]) => [
  ...items.slice(items.length >> 1),
  ...items.slice(0, items.length >> 1),
];

/**
 * Every search shape as the client asks for it: /jobs page 1 (facets counted, the server's
 * default for a first page) and the same searches with `facets=false`.
 */
export function searchShapes(random: Random): IdleShape[] {
  return filterShapes(random).flatMap(({ label, filters }) => [
    { label: `${label} · facets`, paths: filters.map((f) => searchPath({ filters: f })) },
    {
      label: `${label} · no facets`,
      paths: rotate(filters).map((f) => searchPath({ filters: f, facets: false })),
    },
  ]);
}

/** Page 2 by a real cursor (its page 1 was just asked for, as a visitor would), and suggestions. */
export function pagingShapes(nextPages: string[]): IdleShape[] {
  return [
    { label: SHAPES.nextPage, paths: nextPages },
    { label: SHAPES.suggest, paths: SUGGEST_PREFIXES.map(suggestPath) },
  ];
}
