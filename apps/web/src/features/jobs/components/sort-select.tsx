import type { SearchSort } from '@shuruaat/contract';

type SortSelectProps = {
  value: SearchSort;
  hasQuery: boolean;
  onChange: (sort: SearchSort) => void;
};

const LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  pay: 'Highest pay',
};

export function SortSelect({ value, hasQuery, onChange }: SortSelectProps) {
  const sorts: SearchSort[] = hasQuery ? ['relevance', 'newest', 'pay'] : ['newest', 'pay'];
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="jobs-sort" className="text-slate-700">
        Sort by
      </label>
      <select
        id="jobs-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
