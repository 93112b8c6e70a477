import { CITIES, JOB_LIMITS } from '@shuruaat/contract';
import { useId, useState } from 'react';
import { CityCheckboxes } from '@/components/ui/city-checkboxes';
import { inputClasses } from '@/components/ui/text-field';

type CityPickerProps = { value: string[]; onChange: (cities: string[]) => void; error?: string };

/** A searchable checkbox list: 35 cities are too many to scan, too few to need a server. */
export function CityPicker({ value, onChange, error }: CityPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = CITIES.filter((city) => city.toLowerCase().includes(query.trim().toLowerCase()));
  const remove = (city: string) => onChange(value.filter((c) => c !== city));
  const extras = (
    <>
      {value.length > 0 ? (
        <ul aria-label="Chosen cities" className="mb-2 flex flex-wrap gap-2">
          {value.map((city) => (
            <li key={city}>
              <button
                type="button"
                onClick={() => remove(city)}
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
    </>
  );
  return (
    <CityCheckboxes<string>
      legend="Cities"
      cities={shown}
      value={value}
      onChange={onChange}
      limit={JOB_LIMITS.cities}
      hint={`Up to ${JOB_LIMITS.cities} cities.`}
      error={error}
      extras={extras}
      emptyText="No city matches."
    />
  );
}
