import { describe, expect, it } from 'vitest';
import { istMomentText } from './date-text';
import { HINDI_PAGE_DESCRIPTIONS, INFO_PAGES } from './info-pages';
import { formatInr, formatLpa } from './money';
import { jobPageTitle } from './page-titles';
import { notFoundTitleIn, sitePageTitleIn } from './page-titles-hi';
import { countOf, minutesText } from './plural';
import { TYPING_LENGTHS, typingLengths } from './typing-lengths';

// Issue 26: the contract's formatters write hi-IN for Hindi (docs/glossary-hi.md), and English
// exactly as before when no language is given.
describe('money in Hindi', () => {
  it('writes rupees with lakh grouping and Latin digits', () => {
    expect(formatInr(135000, 'hi')).toBe('₹1,35,000');
    expect(formatInr(1234567, 'hi')).toBe('₹12,34,567');
    expect(formatInr(135000)).toBe('₹1,35,000');
  });

  it('writes a CTC in lakhs a year, and crores in full, never "LPA" or ICU\'s "क॰"', () => {
    expect(formatLpa(450000, 'hi')).toBe('₹4.5 लाख/साल');
    expect(formatLpa(12_000_000, 'hi')).toBe('₹1.2 करोड़/साल');
    expect(formatLpa(450000)).toBe('₹4.5 LPA');
    expect(formatLpa(450000, 'en')).toBe('₹4.5 LPA');
  });
});

describe('istMomentText in Hindi', () => {
  it('names the part of the day in IST, and keeps the zone', () => {
    expect(istMomentText('2026-03-12T10:15:00Z', 'hi')).toBe('12 मार्च 2026, दोपहर 3:45 IST');
    expect(istMomentText('2026-03-12T12:00:00Z', 'hi')).toBe('12 मार्च 2026, शाम 5:30 IST');
    expect(istMomentText('2026-03-12T10:15:00Z')).toBe('12 Mar 2026, 3:45 pm IST');
  });
});

describe('minutes and typing lengths in Hindi', () => {
  it('writes मिनट for every count, and English as before', () => {
    expect([0, 1, 5, 90].map((m) => minutesText(m, 'hi'))).toEqual([
      '0 मिनट',
      '1 मिनट',
      '5 मिनट',
      '90 मिनट',
    ]);
    expect(minutesText(1, 'en')).toBe('1 minute');
    expect(countOf(2, 'minute')).toBe('2 minutes');
  });

  it('words the typing lengths in each language', () => {
    expect(typingLengths('hi')).toEqual({ practice: '1 से 5 मिनट', tests: '10 से 90 मिनट' });
    expect(typingLengths('en')).toEqual(TYPING_LENGTHS);
    expect(TYPING_LENGTHS).toEqual({ practice: '1 to 5 minutes', tests: '10 to 90 minutes' });
  });
});

describe('page titles in Hindi', () => {
  it('gives the public pages their Hindi title on a Hindi page, and English elsewhere', () => {
    expect(sitePageTitleIn('hi', '/login', 'Log in | Shuruaat')).toBe('लॉग इन | Shuruaat');
    expect(sitePageTitleIn('hi', '/internships', 'x')).toBe(
      'भारत में इंटर्नशिप — पेड, वर्क फ्रॉम होम और पार्ट टाइम | Shuruaat',
    );
    expect(sitePageTitleIn('en', '/login', 'Log in | Shuruaat')).toBe('Log in | Shuruaat');
    expect(
      sitePageTitleIn('hi', '/user/dashboard/applications', 'My applications | Shuruaat'),
    ).toBe('मेरे आवेदन | Shuruaat');
    // A page without a Hindi title keeps its English one rather than showing nothing.
    expect(sitePageTitleIn('hi', '/a-page-without-hindi-words', 'A page | Shuruaat')).toBe(
      'A page | Shuruaat',
    );
    expect(sitePageTitleIn('hi', '/admin/dashboard', 'Admin dashboard | Shuruaat')).toBe(
      'एडमिन डैशबोर्ड | Shuruaat',
    );
    expect(notFoundTitleIn('hi', 'Page not found | Shuruaat')).toBe('पेज नहीं मिला | Shuruaat');
  });

  it('gives every information page and the offer checker a Hindi title and description', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const page of INFO_PAGES) {
      expect(sitePageTitleIn('hi', page.path, page.title)).toMatch(devanagari);
      expect(HINDI_PAGE_DESCRIPTIONS[page.path]).toMatch(devanagari);
    }
  });

  it("titles a job page with the employer's words and Hindi around them", () => {
    const job = { title: 'React Developer Intern', workMode: 'office', cities: ['Pune'] } as const;
    expect(jobPageTitle(job, 'Kirana Cloud', 'hi')).toBe(
      'React Developer Intern, Kirana Cloud — Pune | Shuruaat',
    );
    expect(jobPageTitle({ ...job, workMode: 'remote' }, 'Kirana Cloud', 'hi')).toBe(
      'React Developer Intern, Kirana Cloud — वर्क फ्रॉम होम | Shuruaat',
    );
    expect(jobPageTitle(job, 'Kirana Cloud')).toBe(
      'React Developer Intern at Kirana Cloud — Pune | Shuruaat',
    );
  });
});
