import type { Language } from './languages';
import { cityKey } from './places';

/**
 * The contract's catalogue (`locales/`, `contract.…` ids) in one language, as each reader holds
 * it: the web page's translator, the server's email words. Code here words things through it and
 * never loads a catalogue itself, so a page downloads only its own language (decision 032).
 */
export type ContractWords = {
  language: Language;
  t: (id: string, values?: Record<string, string | number>) => string;
};

/** A city in the reader's language; a name the catalogue does not know is shown as written. */
export function cityName(t: ContractWords['t'], city: string): string {
  const id = `contract.city.${cityKey(city)}`;
  const name = t(id);
  return name === id ? city : name;
}
