import { CITIES, JOB_LIMITS } from '@shuruaat/contract';
import { useId, useState } from 'react';
import { CityCheckboxes } from '@/components/ui/city-checkboxes';
import { inputClasses } from '@/components/ui/text-field';
import { cityLabel } from '@/job-search/option-labels';
import { useT } from '@/lib/i18n/translate';

type CityPickerProps = { value: string[]; onChange: (cities: string[]) => void; error?: string };

/** A searchable checkbox list: 35 cities are too many to scan, too few to need a server. */
export function CityPicker({ value, onChange, error }: CityPickerProps) {
  const id = useId();
  const t = useT();
  const [query, setQuery] = useState('');
  const typed = query.trim().toLowerCase();
  // A city is found by its English name or by its name in the page's language.
  const shown = typed
    ? CITIES.filter((city) =>
        [city, cityLabel(t, city)].some((name) => name.toLowerCase().includes(typed)),
      )
    : CITIES;
  const remove = (city: string) => onChange(value.filter((c) => c !== city));
  const extras = (
    <>
      {value.length > 0 ? (
        <ul aria-label={t('jobs.form.chosenCities')} className="mb-2 flex flex-wrap gap-2">
          {value.map((city) => (
            <li key={city}>
              <button
                type="button"
                onClick={() => remove(city)}
                className="rounded-full bg-indigo-900 px-3 py-1 text-sm font-medium text-white hover:bg-indigo-800"
              >
                {cityLabel(t, city)} <span aria-hidden="true">×</span>
                <span className="sr-only">{t('jobs.form.removeCity')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('jobs.form.searchCities')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder={t('jobs.form.searchCities')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputClasses}
      />
    </>
  );
  return (
    <CityCheckboxes<string>
      legend={t('jobs.form.cities')}
      labelOf={(city) => cityLabel(t, city)}
      cities={shown}
      value={value}
      onChange={onChange}
      limit={JOB_LIMITS.cities}
      hint={t('jobs.form.citiesHint', { max: JOB_LIMITS.cities })}
      error={error}
      extras={extras}
      emptyText={t('jobs.form.noCityMatches')}
    />
  );
}
