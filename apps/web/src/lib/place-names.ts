import type { City } from '@shuruaat/contract';
import type { Translate } from './i18n/translate';

// The contract's city list keeps its English names (the spec's and the server's words); their
// names in the reader's language live in the contract's catalogue, under keys made here.

/** `Delhi NCR` → `delhi-ncr`: a city's key in the contract's catalogue. */
export const cityKey = (city: string) => city.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A city in the reader's language; a name the catalogue does not know is shown as written. */
export function cityLabel(t: Translate, city: City | string): string {
  const id = `contract.city.${cityKey(city)}`;
  const label = t(id);
  return label === id ? city : label;
}
