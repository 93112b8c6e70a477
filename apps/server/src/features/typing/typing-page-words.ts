import {
  minutesText,
  TYPING_LAYOUT_NAMES,
  typingCertificateTitle,
  type Language,
  type TypingToolPage,
} from '@shuruaat/contract';
import { createTranslators } from '../../lib/translator';
import en from './locales/en.json';
import hi from './locales/hi.json';

// The heads the server writes for the typing test's pages under /hi (decision 032): a preset
// page's and a certificate's title and description. English stays the contract's text, word for
// word; exam and layout names stay as students know them.
const typingWords = createTranslators({ en, hi });

const PRESETS: readonly { id: string; english: string; name: string }[] = [
  { id: 'practice', english: 'Plain practice', name: 'typing.preset.practice' },
  { id: 'ssc-chsl', english: 'SSC CHSL typing test', name: 'typing.preset.sscChsl' },
  {
    id: 'ssc-cgl-dest',
    english: 'SSC CGL Data Entry Speed Test (DEST)',
    name: 'typing.preset.sscCglDest',
  },
  {
    id: 'ssc-chsl-dest',
    english: 'SSC CHSL Data Entry Speed Test (DEO)',
    name: 'typing.preset.sscChslDest',
  },
  { id: 'rrb-ntpc', english: 'RRB NTPC typing skill test (CBTST)', name: 'typing.preset.rrbNtpc' },
  { id: 'upsssc', english: 'UPSSSC Junior Assistant typing test', name: 'typing.preset.upsssc' },
  { id: 'mp-cpct', english: 'MP CPCT typing test', name: 'typing.preset.mpCpct' },
  {
    id: 'court-gross-minus-errors',
    english: 'Court clerk test (gross minus mistakes)',
    name: 'typing.preset.court',
  },
  {
    id: 'strokes-per-mistake',
    english: 'AIIMS-style test (50 strokes per mistake)',
    name: 'typing.preset.strokes',
  },
];

/** A preset's name in a language, by its id or its English name; as given when unknown. */
function presetName(language: Language, { id, english }: { id?: string; english: string }) {
  const found = PRESETS.find((preset) => preset.id === id || preset.english === english);
  return found ? typingWords[language](found.name) : english;
}

type Head = { title: string; description: string };

/** A preset page's title and description in a language. */
export function toolPageHead(page: TypingToolPage, language: Language): Head {
  if (language === 'en') return { title: page.title, description: page.description };
  const t = typingWords[language];
  const values = {
    language: t(page.language === 'hi' ? 'typing.language.hi' : 'typing.language.en'),
    layout: TYPING_LAYOUT_NAMES[page.layout],
    hasLayout: page.language === 'hi' ? 'yes' : 'no',
    duration: minutesText(page.durationMinutes, language),
    preset: presetName(language, { id: page.presetId, english: '' }),
  };
  return page.presetId === 'practice'
    ? {
        title: t('typing.head.practiceTitle', values),
        description: t('typing.head.practiceDescription', values),
      }
    : {
        title: t('typing.head.examTitle', values),
        description: t('typing.head.examDescription', values),
      };
}

type CertificateFacts = {
  name: string;
  presetName: string;
  netWpm: number;
  accuracy: number;
  revokedAt: unknown;
};

/** A certificate's title and description in its reader's language. */
export function certificateHead(found: CertificateFacts, language: Language): Head {
  const t = typingWords[language];
  return {
    title:
      language === 'en'
        ? typingCertificateTitle(found.name)
        : t('typing.head.certificateTitle', { name: found.name }),
    description: t('typing.head.certificateDescription', {
      name: found.name,
      preset:
        language === 'en' ? found.presetName : presetName(language, { english: found.presetName }),
      speed: String(found.netWpm),
      accuracy: String(found.accuracy),
      state: found.revokedAt ? 'revoked' : 'valid',
    }),
  };
}
