import { formatInr, formatLpa } from '@shuruaat/contract';
// A relative import: the search benchmark reads the values below, outside the app's '@/' alias.
import type { Translate } from '../../lib/i18n/translate';

type Option = { value: number; label: string };

const options = (values: number[], label: (n: number) => string): Option[] =>
  values.map((value) => ({ value, label: label(value) }));

/** The choices the filters offer, as the search benchmark's mix draws them too. */
export const STIPEND_VALUES = [2_000, 5_000, 8_000, 10_000, 15_000, 20_000];
export const POSTED_VALUES = [1, 3, 7, 14, 30];

// The filter keeps listings whose lowest stipend meets the choice, and the labels say so.
export const stipendOptions = (t: Translate) =>
  options(STIPEND_VALUES, (n) => t('jobs.filter.stipendOption', { amount: formatInr(n) }));
export const CTC_OPTIONS = options([200_000, 300_000, 400_000, 600_000, 800_000, 1_000_000], (n) =>
  formatLpa(n),
);
export const durationOptions = (t: Translate) =>
  options([1, 2, 3, 6], (n) => t('jobs.filter.months', { count: n }));
export const postedOptions = (t: Translate) =>
  options(POSTED_VALUES, (n) =>
    n === 1 ? t('jobs.filter.last24Hours') : t('jobs.filter.lastDays', { count: n }),
  );

/** Message ids, translated where they render. */
export const KIND_FILTER_LABELS = {
  internship: 'jobs.filter.internships',
  job: 'jobs.filter.jobs',
} as const;

/**
 * Searches students run most, offered when a search finds nothing: the words searched stay
 * English (every listing is found by them), the link says them in the reader's language.
 */
export const POPULAR_SEARCHES = [
  { q: 'Web development', label: 'jobs.popular.webDevelopment' },
  { q: 'Data science', label: 'jobs.popular.dataScience' },
  { q: 'Marketing', label: 'jobs.popular.marketing' },
  { q: 'Content writing', label: 'jobs.popular.contentWriting' },
  { q: 'Graphic design', label: 'jobs.popular.graphicDesign' },
  { q: 'Sales', label: 'jobs.popular.sales' },
] as const;
