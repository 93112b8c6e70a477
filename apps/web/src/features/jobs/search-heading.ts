import { searchHeading, type SearchTitleInput } from '@shuruaat/contract';
import { categoryLabel, cityLabel } from '@/job-search/option-labels';
import type { Translator } from '@/lib/i18n/translate';

const KIND_WORDS = {
  internship: 'jobs.heading.internships',
  job: 'jobs.heading.jobs',
} as const;

/**
 * The search's heading in the reader's language. English is the contract's, word for word (the
 * server writes the same into the page's head); another language builds it from its own
 * messages, whose word order is its own: "पुणे में वेब डेवलपर इंटर्नशिप".
 */
export function searchHeadingText({ language, t }: Translator, input: SearchTitleInput): string {
  if (language === 'en') return searchHeading(input);
  const kind = t(input.kind ? KIND_WORDS[input.kind] : 'jobs.heading.both');
  const words =
    input.q?.trim().slice(0, 60) || (input.category && categoryLabel(t, input.category));
  const what = words ? t('jobs.heading.what', { words, kind }) : kind;
  const cities = input.city?.length
    ? t('jobs.heading.inCities', { cities: input.city.map((c) => cityLabel(t, c)).join(', ') })
    : '';
  const home = input.workMode === 'remote' ? t('jobs.heading.workFromHome') : '';
  const where = cities && home ? t('jobs.heading.or', { a: cities, b: home }) : cities || home;
  return where ? t('jobs.heading.whereWhat', { where, what }) : t('jobs.heading.inIndia', { what });
}
