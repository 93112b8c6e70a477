import { CANDIDATE_LIMITS, CITIES, type City } from '@shuruaat/contract';
import { CityCheckboxes } from '@/components/ui/city-checkboxes';

type CityChoiceProps = { value: City[]; onChange: (cities: City[]) => void; error?: string };

const MAX = CANDIDATE_LIMITS.preferredCities;

/** Checkboxes for the cities a candidate would work in; the rest turn off at the limit. */
export function CityChoice({ value, onChange, error }: CityChoiceProps) {
  const chosen = value.length > 0 ? `Chosen: ${value.join(', ')}. ` : '';
  return (
    <CityCheckboxes
      legend="Preferred cities"
      cities={CITIES}
      value={value}
      onChange={onChange}
      limit={MAX}
      hint={`${chosen}Up to ${MAX} cities.`}
      error={error}
    />
  );
}
