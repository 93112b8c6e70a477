import { cityName, type ContractWords } from './contract-words';
import { searchHeading, type SearchTitleInput } from './page-titles';

/**
 * Catalogue ids that are pieces of a composed text ("{a} or {b}", "in {cities}"), never a whole
 * message the server sends: a page that recognises the server's English by the catalogue
 * (decision 032) must not take "Enter a phone or email" for "{a} or {b}".
 */
export const COMPOSED_ONLY_IDS = /^contract\.searchHeading\./;

const KIND_WORDS = {
  internship: 'contract.searchHeading.internships',
  job: 'contract.searchHeading.jobs',
} as const;

/**
 * The search's heading in the reader's language: the page's h1, its tab title and the title and
 * description the server writes into the page's head, so all three must come from here. English
 * is `searchHeading`, word for word; another language builds it from its own messages, whose word
 * order is its own: "पुणे में वेब डेवलपर इंटर्नशिप".
 */
export function searchHeadingIn({ language, t }: ContractWords, input: SearchTitleInput): string {
  if (language === 'en') return searchHeading(input);
  const kind = t(input.kind ? KIND_WORDS[input.kind] : 'contract.searchHeading.both');
  const words =
    input.q?.trim().slice(0, 60) || (input.category && t(`contract.category.${input.category}`));
  const what = words ? t('contract.searchHeading.what', { words, kind }) : kind;
  const cities = input.city?.length
    ? t('contract.searchHeading.inCities', {
        cities: input.city.map((city) => cityName(t, city)).join(', '),
      })
    : '';
  const home = input.workMode === 'remote' ? t('contract.searchHeading.workFromHome') : '';
  const where =
    cities && home ? t('contract.searchHeading.or', { a: cities, b: home }) : cities || home;
  return where
    ? t('contract.searchHeading.whereWhat', { where, what })
    : t('contract.searchHeading.inIndia', { what });
}
