import { CITIES, JOB_LIMITS } from '@shuruaat/contract';
import { useId, useState } from 'react';
import { inputClasses } from '@/components/ui/text-field';

type CityPickerProps = { value: string[]; onChange: (cities: string[]) => void; error?: string };

/** A searchable checkbox list: 35 cities are too many to scan, too few to need a server. */
export function CityPicker({ value, onChange, error }: CityPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = CITIES.filter((city) => city.toLowerCase().includes(query.trim().toLowerCase()));
  const isFull = value.length >= JOB_LIMITS.cities;
  const toggle = (city: string, isChecked: boolean) =>
    onChange(isChecked ? [...value, city] : value.filter((c) => c !== city));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">Cities</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen cities" className="mb-2 flex flex-wrap gap-2">
          {value.map((city) => (
            <li key={city}>
              <button
                type="button"
                onClick={() => toggle(city, false)}
                className="rounded-full bg-indigo-900 px-3 py-1 text-sm font-medium text-white hover:bg-indigo-800"
              >
                {city} <span aria-hidden="true">×</span>
                <span className="sr-only">(remove)</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        Search cities
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Search cities"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClasses}
      />
      <div className="mt-2 grid max-h-48 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
        {shown.map((city) => (
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
        {shown.length === 0 ? <p className="text-sm text-slate-600">No city matches.</p> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          Up to {JOB_LIMITS.cities} cities.
        </p>
      )}
    </fieldset>
  );
}
