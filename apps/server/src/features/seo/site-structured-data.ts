import { FAQS, SITE_NAME } from '@shuruaat/contract';

/** The Organization block Google reads for the brand's name, logo and contact points. */
export function organizationLd(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    description:
      'A job and internship marketplace for students and freshers in India, and for employers who hire them.',
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

/** The questions of /Faqs as FAQPage data, from the same text the page shows. */
export function faqPageLd(): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQS.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
