import {
  WORK_MODE_LABELS,
  cityName,
  formatInr,
  formatLpa,
  type JobKind,
  type JobStatus,
  type Language,
  type PayRange,
  type WorkMode,
} from '@shuruaat/contract';
import { pageLanguage, type Translate } from './i18n/translate';

type Range = Partial<PayRange> | null | undefined;
const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

const isHindi = (language: Language) => language === 'hi';

function rangeText(
  range: Range,
  format: (n: number) => string,
  language: Language = 'en',
): string | null {
  const low = isAmount(range?.min) ? range.min : null;
  const high = isAmount(range?.max) ? range.max : null;
  if (low === null && high === null) return null;
  if (low === null || high === null || low === high) return format((low ?? high) as number);
  // The unit once, as search results write it: "₹8,000–12,000", "₹4.5–6 LPA", "₹4.5–6 लाख/साल".
  // A Hindi range whose ends differ in unit (lakh and crore) keeps both.
  const unit = isHindi(language) ? / (लाख|करोड़)\/साल$/ : / LPA$/;
  const lowText = format(low);
  const highText = format(high);
  const sameUnit = unit.exec(lowText)?.[0] === unit.exec(highText)?.[0];
  return `${sameUnit ? lowText.replace(unit, '') : lowText}–${highText.replace(/^₹/, '')}`;
}

const PAY_WORDS: Record<
  Language,
  { month: string; unpaid: string; stipendUnset: string; ctcUnset: string }
> = {
  en: {
    month: ' /month',
    unpaid: 'Unpaid',
    stipendUnset: 'Stipend not set',
    ctcUnset: 'CTC not set',
  },
  hi: {
    month: '/महीना',
    unpaid: 'बिना स्टाइपेंड',
    stipendUnset: 'स्टाइपेंड तय नहीं',
    ctcUnset: 'CTC तय नहीं',
  },
};

/** Pay as Indian listings state it: "₹10,000 /month", "Unpaid", "₹4.5 LPA" ("₹10,000/महीना"). */
export function payText(job: { kind: JobKind; stipend?: Range; ctc?: Range }): string {
  const language = pageLanguage();
  const words = PAY_WORDS[language];
  if (job.kind === 'internship') {
    if (job.stipend === null) return words.unpaid;
    const stipend = rangeText(job.stipend, (n) => formatInr(n, language), language);
    return stipend ? `${stipend}${words.month}` : words.stipendUnset;
  }
  return rangeText(job.ctc, (n) => formatLpa(n, language), language) ?? words.ctcUnset;
}

const PLACE_WORDS: Record<Language, { remote: string; noCity: string; hybrid: string }> = {
  en: { remote: WORK_MODE_LABELS.remote, noCity: 'City not chosen', hybrid: 'hybrid' },
  hi: { remote: 'वर्क फ्रॉम होम', noCity: 'शहर नहीं चुना गया', hybrid: 'हाइब्रिड' },
};

/** Where a listing is, its cities in the reader's language. */
export function placeText(
  t: Translate,
  job: { workMode: WorkMode; cities: readonly string[] },
): string {
  const words = PLACE_WORDS[pageLanguage()];
  if (job.workMode === 'remote') return words.remote;
  if (job.cities.length === 0) return words.noCity;
  const cities = job.cities.map((city) => cityName(t, city)).join(', ');
  return job.workMode === 'hybrid' ? `${cities} (${words.hybrid})` : cities;
}

export type ListingState = JobStatus | 'expired';

/** An active job past its apply-by date still says "active"; employers need to see "expired". */
export function listingState(job: {
  status: JobStatus;
  isAcceptingApplications: boolean;
  review?: { state: string } | null;
}) {
  // A listing held by screening takes no applications yet, but it has not expired: its card
  // says it is under review.
  const isHeld = job.review?.state === 'held';
  return job.status === 'active' && !job.isAcceptingApplications && !isHeld
    ? 'expired'
    : job.status;
}

export const KIND_LABELS: Record<JobKind, string> = { internship: 'Internship', job: 'Job' };
