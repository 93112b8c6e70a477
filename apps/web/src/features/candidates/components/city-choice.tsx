import { CANDIDATE_LIMITS, CITIES, type City } from '@shuruaat/contract';
import { CityCheckboxes } from '@/components/ui/city-checkboxes';
import { cityLabel } from '@/job-search/option-labels';
import { useT } from '@/lib/i18n/translate';

type CityChoiceProps = { value: City[]; onChange: (cities: City[]) => void; error?: string };

const MAX = CANDIDATE_LIMITS.preferredCities;

/** Checkboxes for the cities a candidate would work in; the rest turn off at the limit. */
export function CityChoice({ value, onChange, error }: CityChoiceProps) {
  const t = useT();
  const label = (city: City) => cityLabel(t, city);
  const hint =
    value.length > 0
      ? t('candidates.cities.chosen', { cities: value.map(label).join(', '), max: MAX })
      : t('candidates.cities.upTo', { max: MAX });
  return (
    <CityCheckboxes
      legend={t('candidates.cities.legend')}
      cities={CITIES}
      value={value}
      onChange={onChange}
      limit={MAX}
      hint={hint}
      error={error}
      labelOf={label}
    />
  );
}
