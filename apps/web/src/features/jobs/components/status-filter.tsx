import type { ListingState } from '@/lib/job-format';
import { stateLabelId } from '@/components/ui/listing-status-chip';
import { numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

export type StatusFilterValue = ListingState | 'all';
const ORDER: StatusFilterValue[] = ['all', 'active', 'draft', 'paused', 'expired', 'closed'];

type StatusFilterProps = {
  value: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  onChange: (value: StatusFilterValue) => void;
};

/** Toggle buttons rather than tabs: they narrow one list, they do not switch panels. */
export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('jobs.mine.filterByStatus')}
      className="flex gap-2 overflow-x-auto pb-1"
    >
      {ORDER.filter((option) => option === 'all' || counts[option] > 0).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
            value === option
              ? 'border-indigo-900 bg-indigo-900 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-indigo-50'
          }`}
        >
          {t('jobs.mine.option', {
            label: option === 'all' ? t('jobs.mine.all') : t(stateLabelId(option)),
            count: numberText(counts[option]),
          })}
        </button>
      ))}
    </div>
  );
}
