import type { JobKind } from '@shuruaat/contract';

/**
 * What students type for the filters the search understands, in English, Hinglish and Hindi.
 * Data, not code: a spelling added here is understood, becomes a chip and a filter, and
 * nothing else changes. Phrases are matched word by word, with stop words in place ("ghar se
 * kaam"), after the text is normalised (`normalizeSearchText`: nukta, chandrabindu and half
 * nasals need no spelling of their own). Cities are in `place-names.ts`.
 */
export const WORK_FROM_HOME_PHRASES = [
  'work from home',
  'wfh',
  'remote',
  'remotely',
  'home based',
  'ghar se kaam',
  'ghar se kam',
  'ghar se',
  'ghar baithe',
  'ghar baithe kaam',
  'ghar baithe kam',
  'work from ghar',
  'घर से काम',
  'घर से',
  'घर बैठे',
  'घर बैठे काम',
  'वर्क फ्रॉम होम',
  'वर्क फ्राम होम',
  'वर्क फ़्रॉम होम',
  'रिमोट',
] as const;

export const PART_TIME_PHRASES = [
  'part time',
  'parttime',
  'पार्ट टाइम',
  'पार्ट टाईम',
  'पार्टटाइम',
  'अंशकालिक',
  'आंशिक समय',
] as const;

export const KIND_PHRASES: Record<JobKind, readonly string[]> = {
  internship: [
    'internship',
    'internships',
    'intern',
    'interns',
    'इंटर्नशिप',
    'इंटर्नशिप्स',
    'इंटरनशिप',
    'इंटरशिप',
    'इंटर्न',
    'इंटर्न्स',
    'इंटरन',
    'प्रशिक्षुता',
  ],
  job: [
    'job',
    'jobs',
    'fresher',
    'freshers',
    'fresher job',
    'fresher jobs',
    'naukri',
    'naukari',
    'naukriyan',
    'naukriya',
    'nokri',
    'nokari',
    'rozgar',
    'नौकरी',
    'नौकरियां',
    'नौकरिया',
    'नोकरी',
    'जॉब',
    'जॉब्स',
    'जाब',
    'जॉब्ज़',
    'फ्रेशर',
    'फ्रेशर्स',
    'फ्रैशर',
    'फ्रेशर जॉब',
    'फ्रेशर जॉब्स',
    'रोज़गार',
  ],
};
