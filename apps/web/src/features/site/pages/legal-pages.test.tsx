import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import type { ContentSection } from '../content/types';
import { PRIVACY_NOTICE_EN } from '../content/privacy';
import { PRIVACY_NOTICE_HI } from '../content/privacy.hi';
import { TERMS_EN } from '../content/terms';
import { TERMS_HI } from '../content/terms.hi';
import { TermsPage } from './legal-pages';
import { HindiPrivacyPage, HindiTermsPage } from './legal-pages.hi';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Each section's id and how many paragraphs and points it holds. */
const shape = (sections: readonly ContentSection[]) =>
  sections.map((s) => [s.id, s.paragraphs?.length ?? 0, s.points?.length ?? 0]);

/** Every sentence a reader sees in a text. */
const words = (sections: readonly ContentSection[]) =>
  sections.flatMap((s) => [s.title, ...(s.paragraphs ?? []), ...(s.points ?? [])]);

describe('legal texts', () => {
  it('the English terms name asking a candidate for any fee, deposit or paid training as an offence', () => {
    renderRoute({ Component: TermsPage }, { path: '/terms-and-privacy' });
    expect(
      screen.getByRole('heading', {
        name: 'No fees, ever: asking a candidate for money is an offence',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A fee to apply, register/)).toBeInTheDocument();
    expect(screen.getByText(/A deposit, “security amount”/)).toBeInTheDocument();
    expect(screen.getByText(/Paid training, a paid course/)).toBeInTheDocument();
  });

  it('the Hindi terms say the same in Hindi, marked Hindi, and link the Hindi privacy notice', () => {
    renderRoute({ Component: HindiTermsPage }, { path: '/hi/terms-and-privacy' });
    const heading = screen.getByRole('heading', {
      name: 'कोई फ़ीस नहीं: उम्मीदवार से पैसे माँगना अपराध है',
    });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(screen.getByText(/डिपॉज़िट \(जमा राशि\)/)).toBeInTheDocument();
    expect(screen.getByText(/पैसे लेकर ट्रेनिंग/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्राइवेसी नोटिस' })).toHaveAttribute(
      'href',
      '/hi/privacy-policy',
    );
  });

  it('the Hindi privacy notice names the grievance officer and the Act, marked Hindi', () => {
    renderRoute({ Component: HindiPrivacyPage }, { path: '/hi/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'प्राइवेसी नोटिस' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'शिकायत अधिकारी' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@shuruaat.in' })).toHaveAttribute(
      'href',
      'mailto:privacy@shuruaat.in',
    );
    expect(
      screen.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 \(“DPDP Act”\)/),
    ).toBeInTheDocument();
  });

  it('each Hindi text has every section, paragraph and point of its English text, in order', () => {
    expect(shape(PRIVACY_NOTICE_HI.sections)).toEqual(shape(PRIVACY_NOTICE_EN.sections));
    expect(shape(TERMS_HI.sections)).toEqual(shape(TERMS_EN.sections));
  });

  it('no sentence of the Hindi texts is left in English', () => {
    const hindi = [
      ...words(PRIVACY_NOTICE_HI.sections),
      ...words(TERMS_HI.sections),
      PRIVACY_NOTICE_HI.title,
      PRIVACY_NOTICE_HI.intro,
      PRIVACY_NOTICE_HI.grievance.responseTime,
      TERMS_HI.title,
      TERMS_HI.intro,
    ];
    expect(hindi.filter((sentence) => !DEVANAGARI.test(sentence))).toEqual([]);
  });
});
