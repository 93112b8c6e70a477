import { FAQS, FAQS_HI, SITE_NAME, type Language } from '@shuruaat/contract';

const ORGANIZATION_DESCRIPTIONS: Record<Language, string> = {
  en: 'A job and internship marketplace for students and freshers in India, and for employers who hire them.',
  hi: 'भारत के स्टूडेंट्स और फ्रेशर्स के लिए इंटर्नशिप और नौकरियों का मार्केटप्लेस, और उन्हें हायर करने वाली कंपनियों के लिए भी।',
};

/** The Organization block Google reads for the brand's name, logo and contact points. */
export function organizationLd(origin: string, language: Language = 'en'): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description: ORGANIZATION_DESCRIPTIONS[language],
    address: { '@type': 'PostalAddress', addressLocality: 'Bengaluru', addressCountry: 'IN' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: 'support@shuruaat.in',
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi'],
    },
  };
}

/**
 * The questions of /Faqs as FAQPage data, in the page's language: Google shows the data beside
 * the page, so it must say what the page says (the Hindi page's words are FAQS_HI).
 */
export function faqPageLd(language: Language = 'en'): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: (language === 'hi' ? FAQS_HI : FAQS).map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
