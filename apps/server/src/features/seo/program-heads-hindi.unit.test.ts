import { describe, expect, it } from 'vitest';
import { headInLanguage } from './page-head';
import { portfolioHead, programHead, PROGRAM_SITEMAP_PAGES } from './program-heads';

const ORIGIN = 'https://x.test';

describe('the referral, ambassador, portfolio and success story heads under /hi', () => {
  it('title and describe every public program page in Hindi, keeping the address', () => {
    for (const path of PROGRAM_SITEMAP_PAGES) {
      const english = programHead(ORIGIN, path);
      if (!english) throw new Error(`no head for ${path}`);
      const hindi = headInLanguage(english, path, 'hi');
      expect(hindi.title, path).toMatch(/[\u0900-\u097F]/);
      expect(hindi.description, path).toMatch(/[\u0900-\u097F]/);
      expect(hindi.canonical).toBe(english.canonical);
      expect(headInLanguage(english, path, 'en')).toEqual(english);
    }
  });

  it('title a published portfolio in the page’s language', () => {
    const portfolio = {
      handle: 'asha-verma',
      displayName: 'Asha Verma',
      headline: '',
      projects: [],
    };
    expect(portfolioHead(ORIGIN, portfolio, 'hi').title).toBe(
      'Asha Verma का प्रोजेक्ट पोर्टफ़ोलियो | Shuruaat',
    );
    expect(portfolioHead(ORIGIN, portfolio).title).toBe(
      'Asha Verma’s project portfolio | Shuruaat',
    );
  });
});
