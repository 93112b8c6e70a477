import {
  countOf,
  CATEGORY_LABELS,
  WORK_MODE_LABELS,
  formatInr,
  formatLpa,
} from '@shuruaat/contract';
import { FILTER_KEYS, type FilterKey, type JobFilters } from '@/job-search/job-filters';
import { dateText } from '@/lib/format';
import { KIND_FILTER_LABELS } from './filter-options';
import { withFilter } from './search-params';

/** One removable chip: which filter it is, and for repeated filters which value. */
export type ActiveFilter = { key: FilterKey; value?: string; label: string };

const yesNo = (value: boolean | undefined, yes: string, no: string) =>
  value === undefined ? null : value ? yes : no;

function singleLabel(filters: JobFilters, key: FilterKey): string | null {
  const f = filters;
  const labels: Partial<Record<FilterKey, string | null>> = {
    kind: f.kind ? KIND_FILTER_LABELS[f.kind] : null,
    category: f.category ? CATEGORY_LABELS[f.category] : null,
    workMode: f.workMode ? WORK_MODE_LABELS[f.workMode] : null,
    partTime: yesNo(f.partTime, 'Part-time', 'Full-time'),
    minStipend: f.minStipend === undefined ? null : `At least ${formatInr(f.minStipend)} /month`,
    minCtc: f.minCtc === undefined ? null : `At least ${formatLpa(f.minCtc)}`,
    maxDuration: f.maxDuration === undefined ? null : `Up to ${countOf(f.maxDuration, 'month')}`,
    ppo: yesNo(f.ppo, 'With PPO', 'Without PPO'),
    postedWithin:
      f.postedWithin === undefined
        ? null
        : f.postedWithin === 1
          ? 'Posted in the last 24 hours'
          : `Posted in the last ${countOf(f.postedWithin, 'day')}`,
    startBy: f.startBy ? `Starts by ${dateText(f.startBy)}` : null,
  };
  return labels[key] ?? null;
}

/** The chips above the results, in the order the filters appear in the panel. */
export function activeFilters(filters: JobFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    if (key === 'q' || key === 'sort' || filters[key] === undefined) continue;
    if (key === 'city' || key === 'skills') {
      for (const value of filters[key] ?? []) {
        chips.push({ key, value, label: key === 'skills' ? `Skill: ${value}` : value });
      }
      continue;
    }
    const label = singleLabel(filters, key);
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
