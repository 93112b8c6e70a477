import {
  CATEGORIES,
  CATEGORY_LABELS,
  WORK_MODE_LABELS,
  type SearchFacets,
} from '@shuruaat/contract';
import { readFilters, type FilterKey, type JobFilters } from '@/job-search/job-filters';
import { withKind } from '../active-filters';
import {
  CTC_OPTIONS,
  DURATION_OPTIONS,
  KIND_FILTER_LABELS,
  POSTED_OPTIONS,
  STIPEND_OPTIONS,
} from '../filter-options';
import { withFilter } from '../search-params';
import { CityFilter } from './city-filter';
import {
  CheckFilter,
  FilterGroup,
  RadioFilter,
  SelectFilter,
  type Choice,
} from './filter-controls';

type FilterPanelProps = {
  filters: JobFilters;
  facets: SearchFacets | null;
  onChange: (filters: JobFilters) => void;
};

type Counts = SearchFacets[keyof SearchFacets] | undefined;
const countOf = (counts: Counts, value: string) =>
  counts ? (counts.find((c) => c.value === value)?.count ?? 0) : undefined;

const numberChoices = (options: { value: number; label: string }[]): Choice[] =>
  options.map(({ value, label }) => ({ value: String(value), label }));

/** Every filter of the search, each change handed up whole; the URL is written by the page. */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  // Values arrive as form strings; the contract's own parsing turns them back into filters.
  const set = (key: FilterKey, raw: string) => {
    const parsed = readFilters(new URLSearchParams(raw ? { [key]: raw } : {}));
    onChange(withFilter(filters, key, parsed[key] as never));
  };
  const isJob = filters.kind === 'job';
  const isInternship = filters.kind === 'internship';

  return (
    <div className="space-y-4">
      <RadioFilter
        legend="Type"
        value={filters.kind ?? ''}
        onChange={(kind) =>
          onChange(withKind(filters, readFilters(new URLSearchParams({ kind })).kind))
        }
        choices={[
          { value: '', label: 'All opportunities' },
          ...(['internship', 'job'] as const).map((kind) => ({
            value: kind,
            label: KIND_FILTER_LABELS[kind],
            count: countOf(facets?.kind, kind),
          })),
        ]}
      />
      <SelectFilter
        label="Category"
        anyLabel="All categories"
        value={filters.category ?? ''}
        onChange={(value) => set('category', value)}
        choices={CATEGORIES.map((value) => ({
          value,
          label: CATEGORY_LABELS[value],
          count: countOf(facets?.category, value),
        }))}
      />
      <CityFilter
        cities={facets?.city ?? []}
        selected={filters.city ?? []}
        onChange={(cities) => onChange(withFilter(filters, 'city', cities))}
      />
      <RadioFilter
        legend="Work mode"
        value={filters.workMode ?? ''}
        onChange={(value) => set('workMode', value)}
        choices={[
          { value: '', label: 'Any' },
          ...(['remote', 'office', 'hybrid'] as const).map((mode) => ({
            value: mode,
            label: WORK_MODE_LABELS[mode],
            count: countOf(facets?.workMode, mode),
          })),
        ]}
      />
      <FilterGroup legend="Hours">
        <CheckFilter
          label="Part-time only"
          count={countOf(facets?.partTime, 'true')}
          checked={filters.partTime === true}
          onChange={(isOn) => set('partTime', isOn ? 'true' : '')}
        />
      </FilterGroup>
      {isJob ? null : (
        <SelectFilter
          label="Lowest stipend at least (₹ per month)"
          anyLabel="Any stipend"
          value={String(filters.minStipend ?? '')}
          onChange={(value) => set('minStipend', value)}
          choices={numberChoices(STIPEND_OPTIONS)}
        />
      )}
      {isInternship ? null : (
        <SelectFilter
          label="Minimum CTC (₹ per year)"
          anyLabel="Any CTC"
          value={String(filters.minCtc ?? '')}
          onChange={(value) => set('minCtc', value)}
          choices={numberChoices(CTC_OPTIONS)}
        />
      )}
      {isJob ? null : (
        <>
          <SelectFilter
            label="Maximum duration"
            anyLabel="Any duration"
            value={String(filters.maxDuration ?? '')}
            onChange={(value) => set('maxDuration', value)}
            choices={numberChoices(DURATION_OPTIONS)}
          />
          <FilterGroup legend="Pre-placement offer">
            <CheckFilter
              label="With a PPO"
              checked={filters.ppo === true}
              onChange={(isOn) => set('ppo', isOn ? 'true' : '')}
            />
          </FilterGroup>
        </>
      )}
      <SelectFilter
        label="Posted within"
        anyLabel="Any time"
        value={String(filters.postedWithin ?? '')}
        onChange={(value) => set('postedWithin', value)}
        choices={numberChoices(POSTED_OPTIONS)}
      />
    </div>
  );
}
