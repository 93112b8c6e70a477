import { formatInr, formatLpa } from '@shuruaat/contract';
import { FILTER_KEYS, type FilterKey, type JobFilters } from '@/job-search/job-filters';
import { categoryLabel, cityLabel, workModeLabel } from '@/job-search/option-labels';
import { dateText } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';
import { KIND_FILTER_LABELS } from './filter-options';
import { withFilter } from './search-params';

/** One removable chip: which filter it is, and for repeated filters which value. */
export type ActiveFilter = { key: FilterKey; value?: string; label: string };

const yesNo = (value: boolean | undefined, yes: string, no: string) =>
  value === undefined ? null : value ? yes : no;

function singleLabel(filters: JobFilters, key: FilterKey, t: Translate): string | null {
  const f = filters;
  const labels: Partial<Record<FilterKey, string | null>> = {
    kind: f.kind ? t(KIND_FILTER_LABELS[f.kind]) : null,
    category: f.category ? categoryLabel(t, f.category) : null,
    workMode: f.workMode ? workModeLabel(t, f.workMode) : null,
    partTime: yesNo(f.partTime, t('jobs.chips.partTime'), t('jobs.chips.fullTime')),
    minStipend:
      f.minStipend === undefined
        ? null
        : t('jobs.chips.minStipend', { amount: formatInr(f.minStipend) }),
    minCtc: f.minCtc === undefined ? null : t('jobs.chips.minCtc', { amount: formatLpa(f.minCtc) }),
    maxDuration:
      f.maxDuration === undefined ? null : t('jobs.chips.maxDuration', { count: f.maxDuration }),
    ppo: yesNo(f.ppo, t('jobs.chips.withPpo'), t('jobs.chips.withoutPpo')),
    postedWithin:
      f.postedWithin === undefined
        ? null
        : f.postedWithin === 1
          ? t('jobs.chips.posted24Hours')
          : t('jobs.chips.postedDays', { count: f.postedWithin }),
    startBy: f.startBy ? t('jobs.chips.startsBy', { date: dateText(f.startBy) }) : null,
  };
  return labels[key] ?? null;
}

/**
 * The chips above the results, in the order the filters appear in the panel; a component passes
 * its render's `t`, so the server's render words them in the request's language.
 */
export function activeFilters(filters: JobFilters, t: Translate): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    if (key === 'q' || key === 'sort' || filters[key] === undefined) continue;
    if (key === 'city' || key === 'skills') {
      for (const value of filters[key] ?? []) {
        const label =
          key === 'skills' ? t('jobs.chips.skill', { skill: value }) : cityLabel(t, value);
        chips.push({ key, value, label });
      }
      continue;
    }
    const label = singleLabel(filters, key, t);
    if (label) chips.push({ key, label });
  }
  return chips;
}

export function removeFilter(filters: JobFilters, chip: ActiveFilter): JobFilters {
  if (chip.key === 'city' || chip.key === 'skills') {
    const left = (filters[chip.key] ?? []).filter((value) => value !== chip.value);
    return withFilter(filters, chip.key, left as JobFilters['city']);
  }
  return withFilter(filters, chip.key, undefined);
}

/** Pay and duration filters belong to one kind; switching kind drops the other kind's. */
export function withKind(filters: JobFilters, kind: JobFilters['kind']): JobFilters {
  let next = withFilter(filters, 'kind', kind);
  if (kind === 'internship') next = withFilter(next, 'minCtc', undefined);
  if (kind === 'job') {
    for (const key of ['minStipend', 'maxDuration', 'ppo'] as const) {
      next = withFilter(next, key, undefined);
    }
  }
  return next;
}
