import type { Language } from './languages';
import { SITE_NAME } from './page-titles';

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
  '/user/dashboard': `आपका डैशबोर्ड | ${SITE_NAME}`,
  '/user/dashboard/applications': `मेरे आवेदन | ${SITE_NAME}`,
  '/user/dashboard/jobs-for-you': `आपके लिए नौकरियाँ | ${SITE_NAME}`,
  '/user/dashboard/saved-jobs': `सेव की गई नौकरियाँ | ${SITE_NAME}`,
  '/user/dashboard/resume': `मेरा रिज़्यूमे | ${SITE_NAME}`,
  '/user/dashboard/job-alerts': `नौकरी अलर्ट | ${SITE_NAME}`,
  '/user/dashboard/email-settings': `ईमेल सेटिंग्स | ${SITE_NAME}`,
  '/employer/dashboard/email-settings': `ईमेल सेटिंग्स | ${SITE_NAME}`,
  '/user/dashboard/privacy': `प्राइवेसी और सेशन | ${SITE_NAME}`,
  '/employer/dashboard/privacy': `प्राइवेसी और सेशन | ${SITE_NAME}`,
  '/admin/dashboard/privacy': `प्राइवेसी और सेशन | ${SITE_NAME}`,
  '/user/updateprofile': `अपनी प्रोफ़ाइल बदलें | ${SITE_NAME}`,
  '/unsubscribe': `अनसब्सक्राइब करें | ${SITE_NAME}`,
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
