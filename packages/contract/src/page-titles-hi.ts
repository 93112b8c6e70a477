import type { Language } from './languages';
import { SITE_NAME } from './page-titles';
import { portfolioPageTitle } from './program-pages';
import { typingLengths } from './typing-lengths';

const TYPING_LENGTHS_HI = typingLengths('hi');

// Every page's title in Hindi (docs/glossary-hi.md), by the page's path: the server writes
// them into /hi pages' <title> and the web app sets them as a Hindi visitor navigates. A page
// missing here keeps its English title. Kept apart from site-pages.ts so English pages never load
// them.
const HINDI_TITLES: Readonly<Record<string, string>> = {
  '/': `${SITE_NAME} — स्टूडेंट्स और फ्रेशर्स के लिए इंटर्नशिप और नौकरियाँ`,
  // A search's own title names its words in English; its Hindi page says what the page is.
  '/jobs': `भारत में इंटर्नशिप और नौकरियाँ | ${SITE_NAME}`,
  '/login': `लॉग इन | ${SITE_NAME}`,
  '/signup': `अपना अकाउंट बनाएँ | ${SITE_NAME}`,
  '/forgot-password': `पासवर्ड भूल गए | ${SITE_NAME}`,
  '/internships': `भारत में इंटर्नशिप — पेड, वर्क फ्रॉम होम और पार्ट टाइम | ${SITE_NAME}`,
  '/explore-internships': `कैटेगरी और शहर के हिसाब से इंटर्नशिप | ${SITE_NAME}`,
  '/employerpage': `भारत में इंटर्न और फ्रेशर्स को हायर करें | ${SITE_NAME}`,
  '/blogs': `ब्लॉग: स्टूडेंट्स और फ्रेशर्स के लिए करियर की सलाह | ${SITE_NAME}`,
  '/privacy-policy': `प्राइवेसी नोटिस | ${SITE_NAME}`,
  '/terms-and-privacy': `नियम और शर्तें | ${SITE_NAME}`,
  '/program/reffer': `दोस्त को रेफ़र करें — Shuruaat रेफ़रल कैसे काम करते हैं | ${SITE_NAME}`,
  '/refer-a-friend': `आपका रेफ़रल लिंक | ${SITE_NAME}`,
  '/program/campus-ambassador': `कॉलेज स्टूडेंट्स के लिए कैंपस एम्बेसडर प्रोग्राम | ${SITE_NAME}`,
  '/project-portfolio': `स्टूडेंट्स के लिए प्रोजेक्ट पोर्टफ़ोलियो बिल्डर | ${SITE_NAME}`,
  '/success-stories': `सफलता की कहानियाँ — Shuruaat से चुने गए स्टूडेंट्स | ${SITE_NAME}`,
  '/user/dashboard/messages': `मैसेज | ${SITE_NAME}`,
  '/user/dashboard/messages/:applicationId': `बातचीत | ${SITE_NAME}`,
  '/employer/dashboard/messages': `मैसेज | ${SITE_NAME}`,
  '/employer/dashboard/messages/:applicationId': `बातचीत | ${SITE_NAME}`,
  '/about-us': `हमारे बारे में | ${SITE_NAME}`,
  '/out-teams': `हमारी टीम | ${SITE_NAME}`,
  '/contact': `संपर्क करें | ${SITE_NAME}`,
  '/free-internships': `फ़्री इंटर्नशिप — बिना स्टाइपेंड वाली इंटर्नशिप, साफ़ नियमों के साथ | ${SITE_NAME}`,
  '/Standard-Program': `स्टैंडर्ड प्रोग्राम — 8 हफ़्ते की मेंटर वाली इंटर्नशिप | ${SITE_NAME}`,
  '/premium-program': `प्रीमियम प्रोग्राम — 1:1 मेंटर के साथ 12 हफ़्ते की इंटर्नशिप | ${SITE_NAME}`,
  '/corporate-traning': `टीमों के लिए कॉर्पोरेट ट्रेनिंग | ${SITE_NAME}`,
  '/apply': `इंटर्नशिप प्रोग्राम के लिए अप्लाई करें | ${SITE_NAME}`,
  '/services/web': `मेंटर की देखरेख में इंटर्न्स से वेब डेवलपमेंट | ${SITE_NAME}`,
  '/services/design': `मेंटर की देखरेख में इंटर्न्स से UI/UX डिज़ाइन | ${SITE_NAME}`,
  '/careers': `Shuruaat में करियर | ${SITE_NAME}`,
  '/careers/openings': `Shuruaat में खाली पद | ${SITE_NAME}`,
  '/tools': `स्टूडेंट्स के लिए फ़्री करियर टूल्स | ${SITE_NAME}`,
  '/Career-guidence': `स्टूडेंट्स और फ्रेशर्स के लिए करियर गाइडेंस | ${SITE_NAME}`,
  '/help': `मदद केंद्र | ${SITE_NAME}`,
  '/Faqs': `अक्सर पूछे जाने वाले सवाल | ${SITE_NAME}`,
  '/tools/is-this-offer-real': `क्या यह ऑफ़र असली है? जॉब ऑफ़र में स्कैम के संकेत जाँचें | ${SITE_NAME}`,
  '/tools/typing-test': `हिन्दी और अंग्रेज़ी टाइपिंग टेस्ट — प्रैक्टिस ${TYPING_LENGTHS_HI.practice}, टेस्ट ${TYPING_LENGTHS_HI.tests} | ${SITE_NAME}`,
  '/tools/typing-test/result': `आपका टाइपिंग रिज़ल्ट | ${SITE_NAME}`,
  '/tools/typing-test/result/:id': `टाइपिंग रिज़ल्ट | ${SITE_NAME}`,
  '/tools/typing-test/retest/:token': `टाइपिंग रीटेस्ट | ${SITE_NAME}`,
  '/user/dashboard/typing': `मेरे टाइपिंग रिज़ल्ट | ${SITE_NAME}`,
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
  // Signed-in screens and the account pages: the tab says where the reader is, in their words.
  '/guardian-consent': `माता-पिता या अभिभावक की सहमति | ${SITE_NAME}`,
  '/oauth/callback': `Google से साइन इन हो रहा है | ${SITE_NAME}`,
  '/reset-password': `नया पासवर्ड सेट करें | ${SITE_NAME}`,
  '/verify-email': `अपना ईमेल कन्फ़र्म करें | ${SITE_NAME}`,
  '/dev/mailbox': `डेवलपमेंट मेलबॉक्स | ${SITE_NAME}`,
  '/companies/:companyId': `कंपनी का ट्रैक रिकॉर्ड | ${SITE_NAME}`,
  '/user/dashboard/stipend-checks': `स्टाइपेंड की जाँच | ${SITE_NAME}`,
  '/employer/dashboard/stipend-checks': `स्टाइपेंड पर इंटर्न्स के जवाब | ${SITE_NAME}`,
  '/employer/dashboard': `कंपनी डैशबोर्ड | ${SITE_NAME}`,
  '/employer/dashboard/jobs': `मेरी लिस्टिंग | ${SITE_NAME}`,
  '/employer/dashboard/post-job': `लिस्टिंग पोस्ट करें | ${SITE_NAME}`,
  '/employer/dashboard/jobs/:id/applicants': `आवेदक | ${SITE_NAME}`,
  '/employer/dashboard/jobs/:id/edit': `लिस्टिंग बदलें | ${SITE_NAME}`,
  '/employer/dashboard/resume-database': `रिज़्यूमे डेटाबेस | ${SITE_NAME}`,
  '/employer/updateprofile': `कंपनी प्रोफ़ाइल | ${SITE_NAME}`,
  '/employer/dashboard/verification': `वेरिफ़िकेशन | ${SITE_NAME}`,
  '/admin/dashboard': `एडमिन डैशबोर्ड | ${SITE_NAME}`,
  '/admin/dashboard/inbox': `इनबॉक्स | ${SITE_NAME}`,
  '/admin/dashboard/blogs': `ब्लॉग | ${SITE_NAME}`,
  '/admin/dashboard/blogs/new': `ब्लॉग लिखें | ${SITE_NAME}`,
  '/admin/dashboard/blogs/:id/edit': `ब्लॉग बदलें | ${SITE_NAME}`,
  '/admin/dashboard/users': `यूज़र्स | ${SITE_NAME}`,
  '/admin/dashboard/users/:employerId/jobs': `कंपनी की लिस्टिंग | ${SITE_NAME}`,
  '/admin/dashboard/jobs': `सभी लिस्टिंग | ${SITE_NAME}`,
  '/admin/dashboard/jobs/:id/edit': `लिस्टिंग बदलें | ${SITE_NAME}`,
  '/admin/dashboard/post-job': `लिस्टिंग पोस्ट करें | ${SITE_NAME}`,
  '/admin/dashboard/verifications': `कंपनियों का वेरिफ़िकेशन | ${SITE_NAME}`,
  '/admin/dashboard/reports': `रिपोर्ट की गई लिस्टिंग | ${SITE_NAME}`,
  '/admin/dashboard/listing-reviews': `लिस्टिंग की जाँच | ${SITE_NAME}`,
  '/admin/dashboard/fraud': `धोखाधड़ी | ${SITE_NAME}`,
  '/admin/dashboard/audit-log': `ऑडिट लॉग | ${SITE_NAME}`,
  '/admin/dashboard/typing-passages': `टाइपिंग पैराग्राफ़ | ${SITE_NAME}`,
  '/admin/dashboard/typing-certificates': `टाइपिंग सर्टिफ़िकेट | ${SITE_NAME}`,
  '/admin/dashboard/background-jobs': `बैकग्राउंड जॉब्स | ${SITE_NAME}`,
  '/admin/dashboard/stipend-checks': `न मिले स्टाइपेंड | ${SITE_NAME}`,
  '/admin/dashboard/ambassadors': `कैंपस एम्बेसडर | ${SITE_NAME}`,
  '/admin/dashboard/success-stories': `सफलता की कहानियों की जाँच | ${SITE_NAME}`,
};

const HINDI_NOT_FOUND_TITLE = `पेज नहीं मिला | ${SITE_NAME}`;

/** A page's title in a language: its Hindi title on a Hindi page when there is one. */
export function sitePageTitleIn(language: Language, path: string, english: string): string {
  if (language !== 'hi') return english;
  return HINDI_TITLES[path] ?? english;
}

/** A published portfolio's title in a language ("Asha’s project portfolio | Shuruaat"). */
export const portfolioPageTitleIn = (language: Language, displayName: string) =>
  language === 'hi'
    ? `${displayName} का प्रोजेक्ट पोर्टफ़ोलियो | ${SITE_NAME}`
    : portfolioPageTitle(displayName);

/** "Page not found | Shuruaat" in a language. */
export const notFoundTitleIn = (language: Language, english: string) =>
  language === 'hi' ? HINDI_NOT_FOUND_TITLE : english;
