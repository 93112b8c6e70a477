import { describe, expect, it } from 'vitest';
import { formatResponseRate } from './answers';
import { istMomentText } from './date-text';
import { phoneHref, phoneText } from './phone';
import { countOf, isOne, minutesText, pluralText } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'job')).toBe('1 job');
    expect(countOf(0, 'job')).toBe('0 jobs');
    expect(countOf(2, 'application')).toBe('2 applications');
    expect(countOf(1, 'month')).toBe('1 month');
  });

  it('takes an irregular plural and groups digits the Indian way', () => {
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(120000, 'view')).toBe('1,20,000 views');
  });

  it('follows the plural rules of the locale it is given, en-IN unless told', () => {
    // Hindi takes the singular for 0 and 1 alike; English only for 1.
    expect(isOne(0)).toBe(false);
    expect(isOne(0, 'hi-IN')).toBe(true);
    const naukri = { one: 'नौकरी', other: 'नौकरियाँ' };
    expect(pluralText(0, naukri, 'hi-IN')).toBe('0 नौकरी');
    expect(pluralText(2, naukri, 'hi-IN')).toBe('2 नौकरियाँ');
    expect(countOf(1, 'job', 'jobs', 'en-IN')).toBe(countOf(1, 'job'));
  });
});

describe('minutesText', () => {
  it('words every typing length the same way: "1 minute", "5 minutes", "90 minutes"', () => {
    expect([1, 2, 5, 10, 90].map((m) => minutesText(m))).toEqual([
      '1 minute',
      '2 minutes',
      '5 minutes',
      '10 minutes',
      '90 minutes',
    ]);
  });
});

describe('phoneText and phoneHref', () => {
  it('shows a stored mobile as "+91 98765 43210" and dials it in E.164', () => {
    for (const stored of ['9876543210', '+91 98765 43210', '098765-43210', '919876543210']) {
      expect(phoneText(stored)).toBe('+91 98765 43210');
      expect(phoneHref(stored)).toBe('tel:+919876543210');
    }
  });

  it('leaves a number that is not an Indian mobile as it was written', () => {
    expect(phoneText(' 022 2345 6789 ')).toBe('022 2345 6789');
    expect(phoneHref('022 2345 6789')).toBe('tel:02223456789');
    expect(phoneText('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('istMomentText', () => {
  it('writes an instant in India time, named, as the web writes it', () => {
    expect(istMomentText(new Date('2026-03-12T10:15:00Z'))).toBe('12 Mar 2026, 3:45 pm IST');
  });
});

describe('counts the product shows', () => {
  it('says a reply within the hour as "1 hour", not "1 hours"', () => {
    const text = formatResponseRate({ applications: 20, rate: 0.9, medianHours: 0.6 });
    expect(text).toContain('usually replies in 1 hour');
    expect(formatResponseRate({ applications: 20, rate: 0.9, medianHours: 30 })).toContain(
      'usually replies in 30 hours',
    );
  });

  it('words every English count as Intl would, without making an Intl object for small ones', () => {
    const number = new Intl.NumberFormat('en-IN');
    const rules = new Intl.PluralRules('en-IN');
    const counts = [
      ...Array.from({ length: 2401 }, (_, i) => i - 1200),
      0.5,
      1.5,
      -1.5,
      12.25,
      1_20_000,
    ];
    for (const count of counts) {
      const expected = `${number.format(count)} ${rules.select(count) === 'one' ? 'job' : 'jobs'}`;
      expect(countOf(count, 'job')).toBe(expected);
    }
  });
});
