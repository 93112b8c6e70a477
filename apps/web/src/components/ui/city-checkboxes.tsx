import { useId, type ReactNode } from 'react';
import { describedBy, FieldHelp } from './field-help';

type CityCheckboxesProps<T extends string> = {
  legend: string;
  /** The cities to offer, in order (a caller with a search box passes the matches). */
  cities: readonly T[];
  value: readonly T[];
  onChange: (cities: T[]) => void;
  /** At this many, the unchosen boxes turn off. */
  limit: number;
  hint: string;
  error?: string;
  /** Between the legend and the grid, e.g. the chosen cities and a search box. */
  extras?: ReactNode;
  /** Said in the grid when `cities` is empty. */
  emptyText?: string;
  /** A city's name as the page's language writes it; as given by default. */
  labelOf?: (city: T) => string;
};

/** A grid of city checkboxes in one fieldset, with the hint or the error below it. */
export function CityCheckboxes<T extends string>(props: CityCheckboxesProps<T>) {
  const { legend, cities, value, onChange, limit, hint, error, extras, emptyText } = props;
  const labelOf = props.labelOf ?? ((city: T) => city);
  const id = useId();
  const isFull = value.length >= limit;
  const toggle = (city: T, isChecked: boolean) =>
    onChange(isChecked ? [...value, city] : value.filter((c) => c !== city));
  return (
    <fieldset aria-describedby={describedBy(id, hint, error)}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{legend}</legend>
      {extras}
      <div
        className={`${extras ? 'mt-2' : ''} grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-3`}
      >
        {cities.map((city) => (
          <label key={city} className="flex items-center gap-2 py-1 text-sm text-slate-900">
            <input
              type="checkbox"
              className="size-4 accent-indigo-800"
              checked={value.includes(city)}
              disabled={isFull && !value.includes(city)}
              onChange={(event) => toggle(city, event.target.checked)}
            />
            {labelOf(city)}
          </label>
        ))}
        {cities.length === 0 && emptyText ? (
          <p className="text-sm text-slate-600">{emptyText}</p>
        ) : null}
      </div>
      <FieldHelp id={id} hint={hint} error={error} />
    </fieldset>
  );
}
