import { describe, expect, it } from 'vitest';
import type { ContractWords } from './contract-words';
import { jobAlertName } from './job-alert-name';
import en from './locales/en.json';
import hi from './locales/hi.json';
import type { JobAlertQuery } from './mail';

// The catalogues' messages with their `{placeholders}` filled in, as Lingui does for these.
const wordsIn = (language: 'en' | 'hi'): ContractWords => {
  const catalogue: Record<string, string> = language === 'en' ? en : hi;
  return {
    language,
    t: (id, values = {}) =>
      (catalogue[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  };
};

const everything: JobAlertQuery = {
  q: 'data analyst',
  kind: 'job',
  category: 'marketing',
  city: ['Delhi NCR', 'Pune'],
  workMode: 'hybrid',
  partTime: true,
  skills: ['excel', 'sql'],
  minStipend: 15_000,
  minCtc: 450_000,
  ppo: true,
};

describe('an alert’s name', () => {
  it('reads in English exactly as the names saved before it was composed from the catalogue', () => {
    const english = wordsIn('en');
    expect(jobAlertName({}, english)).toBe('Internships and jobs');
    expect(jobAlertName({ q: 'data analyst', kind: 'internship', city: ['Pune'] }, english)).toBe(
      '“data analyst” · Internships · Pune',
    );
    expect(jobAlertName(everything, english)).toBe(
      '“data analyst” · Jobs · Marketing · Delhi NCR, Pune · Hybrid · Part-time · excel, sql · ₹15,000+ a month · ₹4.5 LPA+ · With job offer',
    );
  });

  it('reads in Hindi with the kind, filters and cities in Hindi, and the typed words as typed', () => {
    expect(jobAlertName(everything, wordsIn('hi'))).toBe(
      '“data analyst” · नौकरियाँ · मार्केटिंग · दिल्ली NCR, पुणे · हाइब्रिड · पार्ट टाइम · excel, sql · कम से कम ₹15,000/महीना · कम से कम ₹4.5 लाख/साल · PPO के साथ',
    );
    expect(jobAlertName({ kind: 'internship' }, wordsIn('hi'))).toBe('इंटर्नशिप');
  });
});
