import type { ApplicantCounts } from '@shuruaat/contract';
import {
  APPLICATION_FILTERS,
  filterCount,
  type ApplicationFilter,
} from '../../application-filters';
import { useT } from '@/lib/i18n/translate';

type StatusFilterProps = {
  value: ApplicationFilter;
  counts: ApplicantCounts;
  onChange: (value: ApplicationFilter) => void;
};

/** Toggle buttons rather than tabs: they narrow one list, they do not switch panels. */
export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  const t = useT();
  const shown = APPLICATION_FILTERS.filter(
    (filter) =>
      filter.value === 'all' || filter.value === value || filterCount(filter.value, counts) > 0,
  );
  return (
    <div
      role="group"
      aria-label={t('applications.filter.label')}
      className="flex gap-2 overflow-x-auto pb-1"
    >
      {shown.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
            value === filter.value
              ? 'border-indigo-900 bg-indigo-900 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-indigo-50'
          }`}
        >
          {t('applications.filter.chip', {
            label: t(filter.label),
            count: filterCount(filter.value, counts),
          })}
        </button>
      ))}
    </div>
  );
}
