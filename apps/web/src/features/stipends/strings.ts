import { formatInr, type StipendCheck } from '@shuruaat/contract';
import { pageLanguage, type Translate } from '@/lib/i18n/translate';

// The stipend screens' words are in ./locales; these say the parts built from a check.

/** "₹8,000 a month", "₹8,000–10,000 a month" or "No stipend listed". */
export function listedWords(t: Translate, check: StipendCheck): string {
  const listed = check.stipendListed;
  if (!listed) return t('stipends.noneListed');
  const inr = (amount: number) => formatInr(amount, pageLanguage());
  return listed.min === listed.max
    ? t('stipends.listedOne', { amount: inr(listed.min) })
    : t('stipends.listedRange', { min: inr(listed.min), max: inr(listed.max) });
}
