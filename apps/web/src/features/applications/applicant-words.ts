import type { ApplicationStatus, JobTerms } from '@shuruaat/contract';
import { cityLabel, workModeLabel } from '@/job-search/option-labels';
import type { AvailabilityKey } from '@/lib/applicant-format';
import { dateText } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';

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
