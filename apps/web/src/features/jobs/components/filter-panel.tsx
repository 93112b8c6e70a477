import { CATEGORIES, type SearchFacets } from '@shuruaat/contract';
import { readFilters, type FilterKey, type JobFilters } from '@/job-search/job-filters';
import { categoryLabel, workModeLabel } from '@/job-search/option-labels';
import { useT } from '@/lib/i18n/translate';
import { withKind } from '../active-filters';
import {
  CTC_OPTIONS,
  durationOptions,
  KIND_FILTER_LABELS,
  postedOptions,
  stipendOptions,
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
  const t = useT();
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
        legend={t('jobs.filter.type')}
        value={filters.kind ?? ''}
        onChange={(kind) =>
          onChange(withKind(filters, readFilters(new URLSearchParams({ kind })).kind))
        }
        choices={[
          { value: '', label: t('jobs.filter.allOpportunities') },
          ...(['internship', 'job'] as const).map((kind) => ({
            value: kind,
            label: t(KIND_FILTER_LABELS[kind]),
            count: countOf(facets?.kind, kind),
          })),
        ]}
      />
      <SelectFilter
        label={t('jobs.filter.category')}
        anyLabel={t('jobs.filter.allCategories')}
        value={filters.category ?? ''}
        onChange={(value) => set('category', value)}
        choices={CATEGORIES.map((value) => ({
          value,
          label: categoryLabel(t, value),
          count: countOf(facets?.category, value),
        }))}
      />
      <CityFilter
        cities={facets?.city ?? []}
        selected={filters.city ?? []}
        onChange={(cities) => onChange(withFilter(filters, 'city', cities))}
      />
      <RadioFilter
        legend={t('jobs.filter.workMode')}
        value={filters.workMode ?? ''}
        onChange={(value) => set('workMode', value)}
        choices={[
          { value: '', label: t('jobs.filter.any') },
          ...(['remote', 'office', 'hybrid'] as const).map((mode) => ({
            value: mode,
            label: workModeLabel(t, mode),
            count: countOf(facets?.workMode, mode),
          })),
        ]}
      />
      <FilterGroup legend={t('jobs.filter.hours')}>
        <CheckFilter
          label={t('jobs.filter.partTimeOnly')}
          count={countOf(facets?.partTime, 'true')}
          checked={filters.partTime === true}
          onChange={(isOn) => set('partTime', isOn ? 'true' : '')}
        />
      </FilterGroup>
      {isJob ? null : (
        <SelectFilter
          label={t('jobs.filter.minStipend')}
          anyLabel={t('jobs.filter.anyStipend')}
          value={String(filters.minStipend ?? '')}
          onChange={(value) => set('minStipend', value)}
          choices={numberChoices(stipendOptions(t))}
        />
      )}
      {isInternship ? null : (
        <SelectFilter
          label={t('jobs.filter.minCtc')}
          anyLabel={t('jobs.filter.anyCtc')}
          value={String(filters.minCtc ?? '')}
          onChange={(value) => set('minCtc', value)}
          choices={numberChoices(CTC_OPTIONS)}
        />
      )}
      {isJob ? null : (
        <>
          <SelectFilter
            label={t('jobs.filter.maxDuration')}
            anyLabel={t('jobs.filter.anyDuration')}
            value={String(filters.maxDuration ?? '')}
            onChange={(value) => set('maxDuration', value)}
            choices={numberChoices(durationOptions(t))}
          />
          <FilterGroup legend={t('jobs.filter.ppo')}>
            <CheckFilter
              label={t('jobs.filter.withPpo')}
              checked={filters.ppo === true}
              onChange={(isOn) => set('ppo', isOn ? 'true' : '')}
            />
          </FilterGroup>
        </>
      )}
      <SelectFilter
        label={t('jobs.filter.postedWithin')}
        anyLabel={t('jobs.filter.anyTime')}
        value={String(filters.postedWithin ?? '')}
        onChange={(value) => set('postedWithin', value)}
        choices={numberChoices(postedOptions(t))}
      />
    </div>
  );
}
