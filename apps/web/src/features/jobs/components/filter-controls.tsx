import { useId, type ReactNode } from 'react';
import { useT, type Translate } from '@/lib/i18n/translate';

export type Choice = { value: string; label: string; count?: number };

// The count as the facet gives it (no grouping), as the English panel has always shown it.
const withCount = (t: Translate, { label, count }: Choice) =>
  count === undefined ? label : t('jobs.filters.withCount', { label, count: String(count) });

export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

type RadioFilterProps = {
  legend: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
};

/** One of several; the first choice is "any". */
export function RadioFilter({ legend, choices, value, onChange }: RadioFilterProps) {
  const t = useT();
  const name = useId();
  return (
    <FilterGroup legend={legend}>
      <div className="space-y-1.5">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2.5 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-indigo-800"
            />
            {withCount(t, choice)}
          </label>
        ))}
      </div>
    </FilterGroup>
  );
}

type CheckFilterProps = {
  label: string;
  count?: number;
  checked: boolean;
  onChange: (on: boolean) => void;
};

export function CheckFilter({ label, count, checked, onChange }: CheckFilterProps) {
  const t = useT();
  return (
    <label className="flex items-center gap-2.5 text-sm text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-indigo-800"
      />
      {withCount(t, { value: '', label, count })}
    </label>
  );
}

type SelectFilterProps = {
  label: string;
  anyLabel: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
};

export function SelectFilter({ label, anyLabel, choices, value, onChange }: SelectFilterProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="border-t border-slate-200 pt-4">
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {withCount(t, choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
