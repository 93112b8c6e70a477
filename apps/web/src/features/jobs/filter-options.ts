import { countOf, formatInr, formatLpa } from '@shuruaat/contract';

type Option = { value: number; label: string };

const options = (values: number[], label: (n: number) => string): Option[] =>
  values.map((value) => ({ value, label: label(value) }));

// The filter keeps listings whose lowest stipend meets the choice, and the labels say so.
export const STIPEND_OPTIONS = options(
  [2_000, 5_000, 8_000, 10_000, 15_000, 20_000],
  (n) => `${formatInr(n)} or more`,
);
export const CTC_OPTIONS = options([200_000, 300_000, 400_000, 600_000, 800_000, 1_000_000], (n) =>
  formatLpa(n),
);
export const DURATION_OPTIONS = options([1, 2, 3, 6], (n) => countOf(n, 'month'));
export const POSTED_OPTIONS = options([1, 3, 7, 14, 30], (n) =>
  n === 1 ? 'Last 24 hours' : `Last ${countOf(n, 'day')}`,
);

export const KIND_FILTER_LABELS = { internship: 'Internships', job: 'Jobs' } as const;

/** Searches students run most, offered when a search finds nothing. */
export const POPULAR_SEARCHES = [
  'Web development',
  'Data science',
  'Marketing',
  'Content writing',
  'Graphic design',
  'Sales',
];
