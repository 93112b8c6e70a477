import { CANDIDATE_LIMITS, CITIES, type City } from '@shuruaat/contract';
import { useId } from 'react';

type CityChoiceProps = { value: City[]; onChange: (cities: City[]) => void; error?: string };

const MAX = CANDIDATE_LIMITS.preferredCities;

/** Checkboxes for the cities a candidate would work in; the rest turn off at the limit. */
export function CityChoice({ value, onChange, error }: CityChoiceProps) {
  const id = useId();
  const isFull = value.length >= MAX;
  const toggle = (city: City, isChecked: boolean) =>
    onChange(isChecked ? [...value, city] : value.filter((c) => c !== city));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Preferred cities</legend>
      <div className="grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
        {CITIES.map((city) => (
          <label key={city} className="flex items-center gap-2 py-1 text-sm text-slate-900">
            <input
              type="checkbox"
              className="size-4 accent-indigo-800"
              checked={value.includes(city)}
              disabled={isFull && !value.includes(city)}
              onChange={(event) => toggle(city, event.target.checked)}
            />
            {city}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {value.length > 0 ? `Chosen: ${value.join(', ')}. ` : ''}Up to {MAX} cities.
        </p>
      )}
    </fieldset>
  );
}
