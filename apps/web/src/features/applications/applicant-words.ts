import type { ApplicationStatus, JobTerms } from '@shuruaat/contract';
import { cityLabel, workModeLabel } from '@/job-search/option-labels';
import type { AvailabilityKey } from '@/lib/applicant-format';
import { dateText } from '@/lib/format';
import type { Translate, Translator } from '@/lib/i18n/translate';

// The applicants page's words that tables hold: the same English as the contract's
// EMPLOYER_STATUS_LABELS and lib/applicant-format's, in the page's language.

export const employerStatusWords = (t: Translate, status: ApplicationStatus) =>
  t(`applications.employerStatus.${status}`);

export const termLabelWords = (t: Translate, key: AvailabilityKey) => t(`applications.term.${key}`);

/** The job's place: "Pune, Mumbai", "Pune (hybrid)", "Work from home". */
function placeWords(t: Translate, terms: JobTerms): string {
  if (terms.workMode === 'remote') return workModeLabel(t, 'remote');
  if (terms.cities.length === 0) return t('applications.term.noCity');
  const cities = terms.cities.map((city) => cityLabel(t, city)).join(', ');
  return terms.workMode === 'hybrid' ? t('applications.term.hybrid', { cities }) : cities;
}

/** What the job asked for on each point, as it stood when the candidate applied. */
export function termWords(t: Translate, key: AvailabilityKey, terms: JobTerms): string {
  switch (key) {
    case 'startDate':
      return terms.startDate
        ? t('applications.term.from', { date: dateText(terms.startDate) })
        : t('applications.term.immediately');
    case 'duration':
      if (terms.durationMonths === null) return t('applications.term.noDuration');
      return t('applications.term.months', { count: terms.durationMonths });
    case 'location':
      return placeWords(t, terms);
    case 'schedule':
      return terms.partTime ? t('applications.term.partTime') : t('applications.term.fullTime');
  }
}

// The typing presets the product ships, by id: the typing pages' names (features/typing/words.ts)
// again, in this feature's catalogue, so the applicants page need not load the typing one.
const PRESET_NAME_IDS: Record<string, string> = {
  practice: 'applications.typing.preset.practice',
  'ssc-chsl': 'applications.typing.preset.sscChsl',
  'ssc-cgl-dest': 'applications.typing.preset.sscCglDest',
  'ssc-chsl-dest': 'applications.typing.preset.sscChslDest',
  'rrb-ntpc': 'applications.typing.preset.rrbNtpc',
  upsssc: 'applications.typing.preset.upsssc',
  'mp-cpct': 'applications.typing.preset.mpCpct',
  'court-gross-minus-errors': 'applications.typing.preset.court',
  'strokes-per-mistake': 'applications.typing.preset.strokes',
};

/** An attached result's preset: as the server names it in English, else by its id's words. */
export function typingPresetName({ language, t }: Translator, name: string, id: string): string {
  const nameId = PRESET_NAME_IDS[id];
  return language === 'en' || !nameId ? name : t(nameId);
}
