import { describe, expect, it } from 'vitest';
import {
  dateText,
  dayText,
  momentText,
  monthText,
  numberText,
  shortMomentText,
  timeAgoText,
  weekdayMomentText,
} from './format';
import { allTranslators } from './i18n/all-translators';
import { inPageLanguage } from './i18n/translate';
import { payText, placeText } from './job-format';
import {
  applicantsText,
  applyByText,
  durationText,
  listingPayText,
  postedAgoText,
  resultCountText,
  startText,
} from './listing-format';

// Issue 26: on a Hindi page every shared formatter writes hi-IN (docs/glossary-hi.md) without
// the screen passing the language; outside a Hindi page the English is unchanged.
const hindi = <T>(write: () => T) => inPageLanguage('hi', write);
const now = new Date('2026-11-21T10:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 3_600_000;

describe('dates and times on a Hindi page', () => {
  it('writes days and months in Hindi, in IST', () => {
    expect(hindi(() => dayText('2026-03-01T20:00:00Z'))).toBe('2 मार्च 2026');
    expect(hindi(() => dateText('2026-12-31'))).toBe('31 दिस॰ 2026');
    expect(hindi(() => monthText('2026-12'))).toBe('दिस॰ 2026');
    expect(dayText('2026-03-01T20:00:00Z')).toBe('2 Mar 2026');
  });

  it('names the part of the day instead of "pm"', () => {
    expect(hindi(() => momentText('2026-03-12T12:00:00Z'))).toBe('12 मार्च 2026, शाम 5:30');
    expect(hindi(() => shortMomentText('2026-03-12T10:15:00Z'))).toBe('12 मार्च, दोपहर 3:45');
    expect(hindi(() => weekdayMomentText('2026-03-12T10:15:00Z'))).toBe(
      'गुरु, 12 मार्च 2026, दोपहर 3:45',
    );
    expect(momentText('2026-03-12T10:15:00Z')).toBe('12 Mar 2026, 3:45 pm');
  });

  it('says how long ago in Hindi, "दिन पहले" and never "कल" for a count', () => {
    expect(hindi(() => timeAgoText(before(10_000), now))).toBe('अभी');
    expect(hindi(() => timeAgoText(before(5 * 60_000), now))).toBe('5 मिनट पहले');
    expect(hindi(() => timeAgoText(before(3 * HOUR), now))).toBe('3 घंटे पहले');
    expect(hindi(() => timeAgoText(before(24 * HOUR), now))).toBe('1 दिन पहले');
    expect(hindi(() => timeAgoText(before(48 * HOUR), now))).toBe('2 दिन पहले');
    expect(timeAgoText(before(48 * HOUR), now)).toBe('2 days ago');
  });
});

describe('a listing on a Hindi page', () => {
  const internship = {
    kind: 'internship',
    stipend: { min: 20000, max: 20000 },
    ctc: null,
  } as const;

  it('states a stipend per month and a CTC in lakhs a year, with lakh grouping', () => {
    expect(hindi(() => listingPayText(internship))).toBe('₹20,000/महीना');
    expect(
      hindi(() =>
        listingPayText({ kind: 'internship', stipend: { min: 8000, max: 125000 }, ctc: null }),
      ),
    ).toBe('₹8,000–1,25,000/महीना');
    expect(
      hindi(() =>
        listingPayText({ kind: 'job', stipend: null, ctc: { min: 450000, max: 600000 } }),
      ),
    ).toBe('₹4.5–6 लाख/साल');
    expect(hindi(() => listingPayText({ kind: 'internship', stipend: null, ctc: null }))).toBe(
      'बिना स्टाइपेंड',
    );
    expect(listingPayText(internship)).toBe('₹20,000 /month');
  });

  it('states pay on a listing page the same way, crores in full', () => {
    expect(hindi(() => payText({ kind: 'internship', stipend: { min: 10000, max: 15000 } }))).toBe(
      '₹10,000–15,000/महीना',
    );
    expect(hindi(() => payText({ kind: 'job', ctc: { min: 450000, max: 600000 } }))).toBe(
      '₹4.5–6 लाख/साल',
    );
    expect(hindi(() => payText({ kind: 'job', ctc: { min: 8_000_000, max: 12_000_000 } }))).toBe(
      '₹80 लाख/साल–1.2 करोड़/साल',
    );
    expect(payText({ kind: 'job', ctc: { min: 450000, max: 600000 } })).toBe('₹4.5–6 LPA');
    const { t } = allTranslators().hi;
    expect(hindi(() => placeText(t, { workMode: 'hybrid', cities: ['Pune', 'Nashik'] }))).toBe(
      'पुणे, नासिक (हाइब्रिड)',
    );
  });

  it('states duration, posting, start and counts in Hindi with Hindi plurals', () => {
    expect(hindi(() => [1, 6].map((m) => durationText(m)))).toEqual(['1 महीना', '6 महीने']);
    expect(durationText(6)).toBe('6 months');
    expect(hindi(() => postedAgoText(before(2 * 24 * HOUR), now))).toBe('2 दिन पहले पोस्ट की गई');
    expect(hindi(() => postedAgoText(before(0), now))).toBe('आज पोस्ट की गई');
    expect(postedAgoText(before(2 * 24 * HOUR), now)).toBe('Posted 2 days ago');
    expect(hindi(() => startText(null, now))).toBe('तुरंत शुरू');
    expect(hindi(() => startText('2026-12-31', now))).toBe('31 दिस॰ 2026 से शुरू');
    expect(hindi(() => applyByText('2026-12-31'))).toBe('आख़िरी तारीख़: 31 दिस॰ 2026');
    expect(hindi(() => [0, 1, 12].map((n) => applicantsText(n)))).toEqual([
      'सबसे पहले अप्लाई करें',
      '1 आवेदन',
      '12 आवेदन',
    ]);
    expect(hindi(() => [1, 54].map((n) => resultCountText(n, false)))).toEqual([
      '1 मौका',
      '54 मौके',
    ]);
    expect(hindi(() => resultCountText(1000, true))).toBe('1,000+ मौके');
    expect(hindi(() => numberText(1234567))).toBe('12,34,567');
  });
});
