import type { SearchSort } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';

type SortSelectProps = {
  value: SearchSort;
  hasQuery: boolean;
  onChange: (sort: SearchSort) => void;
};

const LABELS: Record<SearchSort, string> = {
  relevance: 'jobs.sort.relevance',
  newest: 'jobs.sort.newest',
  pay: 'jobs.sort.pay',
};

export function SortSelect({ value, hasQuery, onChange }: SortSelectProps) {
  const t = useT();
  const sorts: SearchSort[] = hasQuery ? ['relevance', 'newest', 'pay'] : ['newest', 'pay'];
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="jobs-sort" className="text-slate-700">
        {t('jobs.sort.label')}
      </label>
      <select
        id="jobs-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
