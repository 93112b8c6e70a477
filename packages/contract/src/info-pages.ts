import { SITE_NAME } from './page-titles';

/**
 * The public information pages (about, programs, services, careers, tools, help, legal): the
 * server writes each one's title, description and canonical link, and lists it in the sitemap.
 * Paths are spelled as docs/product-spec.md §2 spells them, misspellings included.
 */
export const INFO_PAGES = [
  {
    path: '/about-us',
    title: `About us | ${SITE_NAME}`,
  },
  {
    path: '/out-teams',
    title: `Our team | ${SITE_NAME}`,
  },
  {
    path: '/contact',
    title: `Contact us | ${SITE_NAME}`,
  },
  {
    path: '/free-internships',
    title: `Free internships — unpaid internships with fair rules | ${SITE_NAME}`,
  },
  {
    path: '/Standard-Program',
    title: `Standard Program — 8-week mentored internship | ${SITE_NAME}`,
  },
  {
    path: '/premium-program',
    title: `Premium Program — 12-week internship with 1:1 mentor | ${SITE_NAME}`,
  },
  {
    path: '/corporate-traning',
    title: `Corporate training for teams | ${SITE_NAME}`,
  },
  {
    path: '/apply',
    title: `Apply for an internship program | ${SITE_NAME}`,
  },
  {
    path: '/services/web',
    title: `Web development by mentored interns | ${SITE_NAME}`,
  },
  {
    path: '/services/design',
    title: `UI/UX design by mentored interns | ${SITE_NAME}`,
  },
  {
    path: '/careers',
    title: `Careers at Shuruaat | ${SITE_NAME}`,
  },
  {
    path: '/careers/openings',
    title: `Open positions at Shuruaat | ${SITE_NAME}`,
  },
  {
    path: '/tools',
    title: `Free career tools for students | ${SITE_NAME}`,
  },
  {
    path: '/Career-guidence',
    title: `Career guidance for students and freshers | ${SITE_NAME}`,
  },
  {
    path: '/help',
    title: `Help centre | ${SITE_NAME}`,
  },
  {
    path: '/Faqs',
    title: `Frequently asked questions | ${SITE_NAME}`,
  },
  {
    path: '/privacy-policy',
    title: `Privacy notice | ${SITE_NAME}`,
  },
  {
    path: '/terms-and-privacy',
    title: `Terms of use | ${SITE_NAME}`,
  },
  {
    path: '/tools/is-this-offer-real',
    title: `Is this offer real? Check a job offer for scam signs | ${SITE_NAME}`,
  },
] as const satisfies readonly { path: string; title: string }[];

export type InfoPage = (typeof INFO_PAGES)[number];
export type InfoPath = InfoPage['path'];

export function findInfoPage(path: string): InfoPage | undefined {
  return INFO_PAGES.find((page) => page.path === path);
}

/** Friendlier spellings people type, answered with a permanent redirect to the spec's path. */
export const PAGE_ALIASES: Readonly<Record<string, InfoPath>> = {
  '/faqs': '/Faqs',
  '/standard-program': '/Standard-Program',
  '/corporate-training': '/corporate-traning',
  '/career-guidance': '/Career-guidence',
  '/our-team': '/out-teams',
};

/**
 * What the server writes as each page's description. Kept apart from the titles, which the web
 * app bundles for document titles: these only the server needs.
 */
export const INFO_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/tools/is-this-offer-real':
    'Paste a job or internship offer from email, WhatsApp or any site and see each red flag explained: fees, OTPs, bank details, ID copies, task scams. Free, in English and Hindi, nothing stored.',
  '/about-us':
    'Shuruaat helps Indian students and freshers find internships and first jobs with pay shown upfront, an answer to every application and resumes kept private.',
  '/out-teams':
    'The people behind Shuruaat: who builds the product, checks listings, mentors interns and answers students and employers.',
  '/contact':
    'Write to Shuruaat about internships, hiring, programs or press. We answer every message within 2 working days from Bengaluru.',
  '/free-internships':
    'How unpaid internships work on Shuruaat: a certificate every time, a cap on hours, a named mentor and never a fee charged to a student.',
  '/Standard-Program':
    'An 8-week mentored internship with two real projects, weekly reviews and a verifiable certificate, for ₹2,999. Compare it with the free and premium programs.',
  '/premium-program':
    'A 12-week program with a 1:1 mentor, a client project, mock interviews and referrals to hiring partners, for ₹7,999. See what is included and who it suits.',
  '/corporate-traning':
    'Training tracks for companies: onboarding freshers, web development, data skills and workplace communication, delivered live online or at your office.',
  '/apply':
    "Apply to Shuruaat's free internship, Standard or Premium Program: choose a track, attach your resume and tell us why you. We reply within 7 days.",
  '/services/web':
    'Websites and web apps built by trained Shuruaat interns under senior mentors: landing pages, business sites and dashboards, with a fixed scope and price.',
  '/services/design':
    'UI/UX design delivered by trained interns under senior designers: user research, wireframes, clickable prototypes and design systems.',
  '/careers':
    'Work at Shuruaat: our values, how we hire in four steps with an answer at each, and the roles open now.',
  '/careers/openings':
    'Roles open at Shuruaat itself, with pay, place and how to apply. Each opening is a normal job listing you can apply to with your profile.',
  '/tools':
    'Free tools for students and freshers: a typing test in English and Hindi, a project portfolio, career guides and success stories.',
  '/Career-guidence':
    'Practical guides: choosing an internship, reading a stipend or CTC offer, writing a fresher resume and preparing for interviews.',
  '/help':
    'Answers for candidates and employers: accounts, profiles, resumes, applying, posting jobs, managing applicants and privacy.',
  '/Faqs':
    'Quick answers about Shuruaat: is it free, how stipends are shown, who sees your resume, how employers are checked and more.',
  '/privacy-policy':
    "How Shuruaat collects, uses and protects personal data under India's Digital Personal Data Protection Act, 2023, and how to use your rights.",
  '/terms-and-privacy':
    'The terms for candidates and employers using Shuruaat: accounts, listings, fair pay rules, conduct, fees and how disputes are handled.',
};

/**
 * The descriptions of the pages translated so far (the legal texts, the landing pages, the blog
 * list, the information pages, the offer checker) for their /hi addresses, which only the server
 * writes; their titles are in page-titles-hi.ts.
 */
export const HINDI_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/privacy-policy':
    'Shuruaat आपकी निजी जानकारी कैसे लेता, इस्तेमाल करता और सुरक्षित रखता है, और DPDP Act, 2023 के तहत आपके अधिकार।',
  '/terms-and-privacy':
    'उम्मीदवारों और कंपनियों के लिए Shuruaat के नियम: अकाउंट, लिस्टिंग, कोई फ़ीस नहीं, व्यवहार और विवाद।',
  '/internships':
    'कैटेगरी और शहर के हिसाब से इंटर्नशिप देखें: वेब डेवलपमेंट, डेटा साइंस, मार्केटिंग, डिज़ाइन और भी बहुत कुछ, हर लिस्टिंग पर स्टाइपेंड, अवधि और शुरू होने की तारीख़ के साथ।',
  '/explore-internships':
    'Shuruaat पर इंटर्नशिप की हर कैटेगरी और शहर, अभी की गिनती के साथ, और वर्क फ्रॉम होम और पार्ट टाइम इंटर्नशिप, हर एक सही लिस्टिंग से एक क्लिक दूर।',
  '/employerpage':
    'इंटर्नशिप और एंट्री-लेवल नौकरियाँ पोस्ट करें, स्क्रीनिंग सवाल पूछें और आवेदकों को अप्लाई से हायर तक आगे बढ़ाएँ। लिस्टिंग की जाँच स्टूडेंट्स के देखने से पहले स्टाइपेंड की गलती पकड़ती है।',
  '/blogs':
    'भारत के स्टूडेंट्स और फ्रेशर्स के लिए काम की गाइड: स्टाइपेंड और CTC ऑफ़र समझना, पहला रिज़्यूमे, कैंपस इंटरव्यू, इंटर्नशिप के खतरे के संकेत और टाइपिंग टेस्ट।',
  '/program/reffer':
    'अपने लिंक से दोस्तों को Shuruaat पर बुलाएँ। देखें कि आपको और आपके दोस्त को क्या मिलता है, और वे आसान नियम जो रेफ़रल को सही रखते हैं।',
  '/refer-a-friend':
    'अपना Shuruaat रेफ़रल लिंक WhatsApp या ईमेल पर शेयर करें और देखें कि कितने दोस्तों ने साइन अप किया, प्रोफ़ाइल पूरी की और अप्लाई किया।',
  '/program/campus-ambassador':
    'अपने कॉलेज में Shuruaat का चेहरा बनें: क्लासमेट्स को पेड इंटर्नशिप ढूँढने में मदद करें, और रेफ़रल से लेवल चढ़ते हुए सर्टिफ़िकेट, वाउचर और पेड रोल पाएँ। पाँच मिनट में अप्लाई करें।',
  '/project-portfolio':
    'अपने बनाए प्रोजेक्ट जोड़ें — क्या बनाया, आपका रोल, स्किल्स और कोड या डेमो के लिंक — एक साफ़ पोर्टफ़ोलियो पेज पब्लिश करें और उसे अपने आवेदनों के साथ भेजें।',
  '/success-stories':
    'भारत भर के स्टूडेंट्स और फ्रेशर्स की सच्ची कहानियाँ, उन्हीं के शब्दों में, जिन्हें Shuruaat पर इंटर्नशिप और पहली नौकरियाँ मिलीं।',
  '/tools/is-this-offer-real':
    'ईमेल, WhatsApp या किसी भी साइट से नौकरी या इंटर्नशिप का ऑफ़र पेस्ट करें और हर खतरे का संकेत समझें: फ़ीस, OTP, बैंक की जानकारी, ID की कॉपी, टास्क वाले स्कैम। फ़्री, अंग्रेज़ी और हिन्दी में, कुछ भी सेव नहीं होता।',
  '/about-us':
    'Shuruaat भारत के स्टूडेंट्स और फ्रेशर्स को इंटर्नशिप और पहली नौकरी ढूँढने में मदद करता है: सैलरी पहले से दिखती है, हर आवेदन का जवाब मिलता है और रिज़्यूमे निजी रहता है।',
  '/out-teams':
    'Shuruaat के पीछे के लोग: कौन प्रोडक्ट बनाता है, लिस्टिंग जाँचता है, इंटर्न्स को मेंटर करता है और स्टूडेंट्स और कंपनियों को जवाब देता है।',
  '/contact':
    'इंटर्नशिप, हायरिंग, प्रोग्राम या प्रेस के बारे में Shuruaat को लिखें। बेंगलुरु से हम हर मैसेज का जवाब 2 कामकाजी दिनों में देते हैं।',
  '/free-internships':
    'Shuruaat पर बिना स्टाइपेंड वाली इंटर्नशिप कैसे चलती है: हर बार सर्टिफ़िकेट, तय घंटे, एक तय मेंटर और स्टूडेंट से कभी कोई फ़ीस नहीं।',
  '/Standard-Program':
    '8 हफ़्ते की मेंटर वाली इंटर्नशिप, दो असली प्रोजेक्ट, हर हफ़्ते रिव्यू और वेरिफ़ाई होने वाला सर्टिफ़िकेट, ₹2,999 में। फ़्री और प्रीमियम प्रोग्राम से तुलना करें।',
  '/premium-program':
    '12 हफ़्ते का प्रोग्राम: 1:1 मेंटर, क्लाइंट प्रोजेक्ट, मॉक इंटरव्यू और हायरिंग पार्टनर्स को रेफ़रल, ₹7,999 में। देखें इसमें क्या शामिल है और यह किसके लिए सही है।',
  '/corporate-traning':
    'कंपनियों के लिए ट्रेनिंग ट्रैक: फ्रेशर ऑनबोर्डिंग, वेब डेवलपमेंट, डेटा स्किल्स और ऑफ़िस में बातचीत, लाइव ऑनलाइन या आपके ऑफ़िस में।',
  '/apply':
    'Shuruaat की फ़्री इंटर्नशिप, स्टैंडर्ड या प्रीमियम प्रोग्राम के लिए अप्लाई करें: ट्रैक चुनें, रिज़्यूमे जोड़ें और बताएँ कि आप क्यों। हम 7 दिन में जवाब देते हैं।',
  '/services/web':
    'सीनियर मेंटर्स की देखरेख में Shuruaat के ट्रेंड इंटर्न्स की बनाई वेबसाइट और वेब ऐप: लैंडिंग पेज, बिज़नेस साइट और डैशबोर्ड, तय दायरे और कीमत के साथ।',
  '/services/design':
    'सीनियर डिज़ाइनर्स की देखरेख में ट्रेंड इंटर्न्स से UI/UX डिज़ाइन: यूज़र रिसर्च, वायरफ़्रेम, क्लिक करने लायक प्रोटोटाइप और डिज़ाइन सिस्टम।',
  '/careers':
    'Shuruaat में काम करें: हमारे मूल्य, चार कदमों में हायरिंग जिसमें हर कदम पर जवाब मिलता है, और अभी खाली पद।',
  '/careers/openings':
    'Shuruaat में ही खाली पद, सैलरी, जगह और अप्लाई करने के तरीके के साथ। हर पद एक आम लिस्टिंग है जिसमें आप अपनी प्रोफ़ाइल से अप्लाई कर सकते हैं।',
  '/tools':
    'स्टूडेंट्स और फ्रेशर्स के लिए फ़्री टूल्स: अंग्रेज़ी और हिन्दी में टाइपिंग टेस्ट, प्रोजेक्ट पोर्टफ़ोलियो, करियर गाइड और सफलता की कहानियाँ।',
  '/Career-guidence':
    'काम की गाइड: इंटर्नशिप चुनना, स्टाइपेंड या CTC ऑफ़र समझना, फ्रेशर रिज़्यूमे लिखना और इंटरव्यू की तैयारी।',
  '/help':
    'उम्मीदवारों और कंपनियों के लिए जवाब: अकाउंट, प्रोफ़ाइल, रिज़्यूमे, अप्लाई करना, नौकरी पोस्ट करना, आवेदकों को संभालना और प्राइवेसी।',
  '/Faqs':
    'Shuruaat के बारे में छोटे जवाब: क्या यह फ़्री है, स्टाइपेंड कैसे दिखता है, आपका रिज़्यूमे कौन देखता है, कंपनियों की जाँच कैसे होती है और बहुत कुछ।',
  '/tools/typing-test':
    'फ़्री ऑनलाइन टाइपिंग टेस्ट, हिन्दी (Remington GAIL, InScript) और अंग्रेज़ी में, बिना हिन्दी इनपुट मेथड के। 1 से 5 मिनट प्रैक्टिस करें, या 10 से 90 मिनट का टेस्ट दें: सादा, या SSC, RRB, UPSSSC या CPCT परीक्षा प्रीसेट; नेट स्पीड, KDPH और हर गलती का निशान पाएँ।',
};
