import type { City } from '@shuruaat/contract';
import { useId, useState } from 'react';
import { cityLabel } from '@/job-search/option-labels';
import { useT } from '@/lib/i18n/translate';
import { CheckFilter, FilterGroup } from './filter-controls';

type FacetCount = { value: string; count: number };

type CityFilterProps = {
  cities: FacetCount[];
  selected: readonly City[];
  onChange: (cities: City[]) => void;
};

const TOP_CITIES = 8;

/** The cities with most openings first; a search box reaches the rest. */
export function CityFilter({ cities, selected, onChange }: CityFilterProps) {
  const t = useT();
  const searchId = useId();
  const [text, setText] = useState('');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const needle = text.trim().toLowerCase();

  // Chosen cities stay listed even when the current search has none left in them.
  const known = new Set(cities.map((c) => c.value));
  const all = [
    ...cities,
    ...selected.filter((c) => !known.has(c)).map((value) => ({ value, count: 0 })),
  ];
  // A city is found by its English name or the one shown: "pune" and "पुणे" both find Pune.
  const matching = needle
    ? all.filter(
        (c) =>
          c.value.toLowerCase().includes(needle) ||
          cityLabel(t, c.value).toLowerCase().includes(needle),
      )
    : all;
  const shown =
    needle || isShowingAll
      ? matching
      : matching.filter((c, i) => i < TOP_CITIES || selected.includes(c.value as City));

  const toggle = (city: City, isOn: boolean) =>
    onChange(isOn ? [...selected, city] : selected.filter((c) => c !== city));

  return (
    <FilterGroup legend={t('jobs.filter.city')}>
      <label htmlFor={searchId} className="sr-only">
        {t('jobs.filter.searchCities')}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('jobs.filter.searchCities')}
        className="mb-2 w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
      />
      <div className="space-y-1.5">
        {shown.map((city) => (
          <CheckFilter
            key={city.value}
            label={cityLabel(t, city.value)}
            count={city.count}
            checked={selected.includes(city.value as City)}
            onChange={(isOn) => toggle(city.value as City, isOn)}
          />
        ))}
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('jobs.filter.noCities')}</p>
        ) : null}
      </div>
      {!needle && all.length > TOP_CITIES ? (
        <button
          type="button"
          onClick={() => setIsShowingAll(!isShowingAll)}
          className="mt-2 text-sm font-semibold text-indigo-800 underline"
        >
          {isShowingAll
            ? t('jobs.filter.fewerCities')
            : t('jobs.filter.allCities', { count: all.length })}
        </button>
      ) : null}
    </FilterGroup>
  );
}
