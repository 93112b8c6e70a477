import type { Language } from './languages';
import { SITE_NAME } from './page-titles';
import { typingLengths } from './typing-lengths';

const TYPING_LENGTHS_HI = typingLengths('hi');

// The public pages' titles in Hindi (docs/glossary-hi.md), by the page's path: the server writes
// them into /hi pages' <title> and the web app sets them as a Hindi visitor navigates. A page
// missing here keeps its English title. Kept apart from site-pages.ts so English pages never load
// them.
const HINDI_TITLES: Readonly<Record<string, string>> = {
  '/': `${SITE_NAME} — स्टूडेंट्स और फ्रेशर्स के लिए इंटर्नशिप और नौकरियाँ`,
  '/login': `लॉग इन | ${SITE_NAME}`,
  '/signup': `अपना अकाउंट बनाएँ | ${SITE_NAME}`,
  '/forgot-password': `पासवर्ड भूल गए | ${SITE_NAME}`,
  '/internships': `भारत में इंटर्नशिप — पेड, वर्क फ्रॉम होम और पार्ट टाइम | ${SITE_NAME}`,
  '/explore-internships': `कैटेगरी और शहर के हिसाब से इंटर्नशिप | ${SITE_NAME}`,
  '/employerpage': `भारत में इंटर्न और फ्रेशर्स को हायर करें | ${SITE_NAME}`,
  '/blogs': `ब्लॉग: स्टूडेंट्स और फ्रेशर्स के लिए करियर की सलाह | ${SITE_NAME}`,
  '/privacy-policy': `प्राइवेसी नोटिस | ${SITE_NAME}`,
  '/terms-and-privacy': `नियम और शर्तें | ${SITE_NAME}`,
  '/tools/typing-test': `हिन्दी और अंग्रेज़ी टाइपिंग टेस्ट — प्रैक्टिस ${TYPING_LENGTHS_HI.practice}, टेस्ट ${TYPING_LENGTHS_HI.tests} | ${SITE_NAME}`,
  '/tools/typing-test/result': `आपका टाइपिंग रिज़ल्ट | ${SITE_NAME}`,
  '/tools/typing-test/result/:id': `टाइपिंग रिज़ल्ट | ${SITE_NAME}`,
  '/tools/typing-test/retest/:token': `टाइपिंग रीटेस्ट | ${SITE_NAME}`,
  '/user/dashboard/typing': `मेरे टाइपिंग रिज़ल्ट | ${SITE_NAME}`,
};

const HINDI_NOT_FOUND_TITLE = `पेज नहीं मिला | ${SITE_NAME}`;

/** A page's title in a language: its Hindi title on a Hindi page when there is one. */
export function sitePageTitleIn(language: Language, path: string, english: string): string {
  if (language !== 'hi') return english;
  return HINDI_TITLES[path] ?? english;
}

/** "Page not found | Shuruaat" in a language. */
export const notFoundTitleIn = (language: Language, english: string) =>
  language === 'hi' ? HINDI_NOT_FOUND_TITLE : english;
