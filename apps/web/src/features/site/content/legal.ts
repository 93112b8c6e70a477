import type { ContentSection } from './types';

/**
 * A legal page's words in one language (privacy.ts, terms.ts and their .hi.ts). Each language's
 * text is written for its readers, not word for word, and says the same in law; the version a
 * consent records is NOTICE_VERSIONS in the contract, changed with the text.
 */
export type LegalPageText = {
  /** The page's name and date above the title. */
  eyebrow: string;
  title: string;
  intro: string;
  sections: readonly ContentSection[];
};

export type PrivacyNoticeText = LegalPageText & {
  grievance: {
    heading: string;
    name: string;
    title: string;
    email: string;
    address: string;
    responseTime: string;
  };
};

export type TermsText = LegalPageText & {
  /** The sentence that makes the privacy notice part of the terms, around its link. */
  privacyNote: { before: string; link: string; href: string; after: string };
};
