import type { JobFilters } from '@/job-search/job-filters';
import { useT } from '@/lib/i18n/translate';
import { activeFilters, removeFilter } from '../active-filters';
import { clearedFilters } from '../search-params';

type FilterChipsProps = { filters: JobFilters; onChange: (filters: JobFilters) => void };

/** The filters in force, each one tap away from removal. */
export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const t = useT();
  const chips = activeFilters(filters, t);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('jobs.chips.active')} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={`${chip.key}:${chip.value ?? ''}`}>
          <button
            type="button"
            onClick={() => onChange(removeFilter(filters, chip))}
            aria-label={t('jobs.chips.remove', { label: chip.label })}
            className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-900 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-100"
          >
            {chip.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => onChange(clearedFilters(filters))}
          className="px-2 py-1 text-sm font-semibold text-indigo-800 underline"
        >
          {t('jobs.chips.clearAll')}
        </button>
      </li>
    </ul>
  );
}
