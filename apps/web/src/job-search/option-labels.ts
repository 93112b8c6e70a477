import type { Category, WorkMode } from '@shuruaat/contract';
import type { Translate } from '@/lib/i18n/translate';

// The contract's option lists keep their English labels (the spec's and the server's words);
// their words in the reader's language live in the contract's catalogue, under keys made here.

export const categoryLabel = (t: Translate, category: Category) =>
  t(`contract.category.${category}`);

export const workModeLabel = (t: Translate, mode: WorkMode) => t(`contract.workMode.${mode}`);

// A city's name is the contract's, so the server's emails name it as the screens do.
export { cityKey, cityName as cityLabel } from '@shuruaat/contract';
