import { z } from 'zod';
import { SITE_NAME } from './page-titles';
import { minutesText } from './plural';
import { text } from './text';
import { EXAM_DURATIONS, PRACTICE_DURATIONS, TYPING_LENGTHS } from './typing-lengths';

/** Issue 15: the typing test's languages, Hindi layouts, durations and wire shapes. */
export const TYPING_LANGUAGES = ['en', 'hi'] as const;
export const TypingLanguageSchema = z.enum(TYPING_LANGUAGES, { error: 'Choose English or Hindi' });
export type TypingLanguage = z.infer<typeof TypingLanguageSchema>;

/** `en-us` for English; the Hindi layouts the page emulates from physical keys. */
export const TYPING_LAYOUTS = ['en-us', 'inscript', 'remington-gail', 'krutidev'] as const;
export const TypingLayoutSchema = z.enum(TYPING_LAYOUTS, { error: 'Choose a keyboard layout' });
export type TypingLayout = z.infer<typeof TypingLayoutSchema>;
export const TYPING_LAYOUT_NAMES: Record<TypingLayout, string> = {
  'en-us': 'English (US)',
  inscript: 'InScript',
  'remington-gail': 'Remington GAIL',
  krutidev: 'Krutidev',
};

export const TYPING_DURATIONS = [...PRACTICE_DURATIONS, ...EXAM_DURATIONS] as const;

export const PASSAGE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const PassageDifficultySchema = z.enum(PASSAGE_DIFFICULTIES, {
  error: 'Choose easy, medium or hard',
});
export type PassageDifficulty = z.infer<typeof PassageDifficultySchema>;

export const TYPING_LIMITS = {
  passageMin: 200,
  passageMax: 6000,
  titleMax: 120,
  topicsMax: 6,
  /** A 90-minute log at 150 WPM (~70,000 keys) compresses to well under this. */
  logMax: 2_000_000,
  passagesPerTest: 80,
} as const;

export const TypingPresetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Languages this preset is offered in. */
  languages: z.array(TypingLanguageSchema),
  durationMinutes: z.number(),
  backspace: z.string(),
  highlightNextWord: z.boolean(),
  pauseAllowed: z.boolean(),
  formula: z.string(),
  /** Error percentage allowed, or null where the formula is a speed standard only. */
  errorLimitPercent: z.number().nullable(),
  /** Speed needed to pass (WPM) per language, or null where none is set. */
  passWpm: z.object({ en: z.number().nullable(), hi: z.number().nullable() }),
  ruleText: z.string(),
  isExam: z.boolean(),
  /** The engine row's fields the test screen enforces, as the server scores with them. */
  definition: z.object({
    backspace: z.enum(['free', 'current-and-previous-word', 'current-word', 'none']),
    highlightNextWord: z.boolean(),
    pauseAllowed: z.boolean(),
    durationOptions: z.array(z.number()),
    passageWords: z.object({ english: z.number(), hindi: z.number() }).nullable(),
  }),
});
export type TypingPreset = z.infer<typeof TypingPresetSchema>;
export const TypingPresetsResponseSchema = z.object({ presets: z.array(TypingPresetSchema) });
export type TypingPresetsResponse = z.infer<typeof TypingPresetsResponseSchema>;

export const TypingPassageSchema = z.object({
  _id: z.string(),
  language: TypingLanguageSchema,
  title: z.string(),
  body: z.string(),
  difficulty: PassageDifficultySchema,
  topics: z.array(z.string()),
  source: z.string(),
  wordCount: z.number(),
});
export type TypingPassage = z.infer<typeof TypingPassageSchema>;

export const TypingTestQuerySchema = z.strictObject({
  language: TypingLanguageSchema,
  difficulty: PassageDifficultySchema.optional(),
});
/** The passages of one test, in order: the test chains them so a fast typist never runs out. */
export const TypingTestPassagesResponseSchema = z.object({
  passages: z.array(TypingPassageSchema),
});
export type TypingTestPassagesResponse = z.infer<typeof TypingTestPassagesResponseSchema>;

export const PassageBodySchema = z.strictObject({
  language: TypingLanguageSchema,
  title: text().trim().min(3, 'Give the passage a title').max(TYPING_LIMITS.titleMax),
  body: text()
    .trim()
    .min(
      TYPING_LIMITS.passageMin,
      `Write a passage of at least ${TYPING_LIMITS.passageMin} characters`,
    )
    .max(TYPING_LIMITS.passageMax, `Keep a passage under ${TYPING_LIMITS.passageMax} characters`),
  difficulty: PassageDifficultySchema,
  topics: z
    .array(text().trim().min(2).max(40))
    .min(1, 'Tag the passage with at least one topic')
    .max(TYPING_LIMITS.topicsMax),
  source: text().trim().min(3, 'Say where the text comes from or who wrote it').max(200),
});
export type PassageBody = z.infer<typeof PassageBodySchema>;
export const AdminPassageListQuerySchema = z.strictObject({
  language: TypingLanguageSchema.optional(),
});
export const AdminPassagesResponseSchema = z.object({ items: z.array(TypingPassageSchema) });
export const AdminPassageResponseSchema = z.object({ passage: TypingPassageSchema });

/** A test's keystroke log, submitted against the attempt the server issued (issue 23). */
export const TypingResultBodySchema = z.strictObject({
  attemptId: text().max(64),
  nonce: text().max(128),
  /** The compressed keystroke log (the engine's `encodeLog`). */
  log: text().min(1, 'Send the keystroke log').max(TYPING_LIMITS.logMax),
  /** The page was reloaded during the test and resumed from local state. */
  resumed: z.boolean(),
});
export type TypingResultBody = z.infer<typeof TypingResultBodySchema>;

export const TypingMistakeSchema = z.object({
  /** Index of the passage word the mistake is at (or before, for an addition). */
  wordIndex: z.number(),
  kind: z.string(),
  weight: z.number(),
  expected: z.string(),
  typed: z.string(),
});
export type TypingMistake = z.infer<typeof TypingMistakeSchema>;

export const TypingFiguresSchema = z.object({
  grossWpm: z.number(),
  netWpm: z.number(),
  kdph: z.number(),
  keyDepressions: z.number(),
  accuracy: z.number(),
  errorPercent: z.number(),
  errorLimitPercent: z.number().nullable(),
  fullMistakes: z.number(),
  halfMistakes: z.number(),
  wordsTyped: z.number(),
  seconds: z.number(),
  /** Null for plain practice, which has no pass mark. */
  passed: z.boolean().nullable(),
  /** Why an exam result did not pass, in words. */
  shortfalls: z.array(z.string()),
  rawWpm: z.number(),
  /** Speed (WPM, keys that stayed) in each minute of the test, every minute kept. */
  perMinute: z.array(z.number()),
});
export type TypingFigures = z.infer<typeof TypingFiguresSchema>;

export const TypingResultSchema = z.object({
  /** Null for a result that was not kept (anonymous, or not a candidate). */
  _id: z.string().nullable(),
  presetId: z.string(),
  presetName: z.string(),
  language: TypingLanguageSchema,
  layout: TypingLayoutSchema,
  durationMinutes: z.number(),
  resumed: z.boolean(),
  figures: TypingFiguresSchema,
  mistakes: z.array(TypingMistakeSchema),
  /** The passage text as scored (the chain, up to where the typist stopped). */
  passage: z.string(),
  ruleText: z.string(),
  certificateId: z.string().nullable(),
  /** Typed through an employer's supervised-retest link (still unproctored). */
  viaRetest: z.boolean(),
  createdAt: z.string(),
});
export type TypingResult = z.infer<typeof TypingResultSchema>;
export const TypingResultResponseSchema = z.object({ result: TypingResultSchema });

export const TypingResultSummarySchema = z.object({
  _id: z.string(),
  presetName: z.string(),
  language: TypingLanguageSchema,
  layout: TypingLayoutSchema,
  durationMinutes: z.number(),
  grossWpm: z.number(),
  netWpm: z.number(),
  accuracy: z.number(),
  errorPercent: z.number(),
  passed: z.boolean().nullable(),
  certificateId: z.string().nullable(),
  createdAt: z.string(),
});
export type TypingResultSummary = z.infer<typeof TypingResultSummarySchema>;
export const TypingHistoryResponseSchema = z.object({ items: z.array(TypingResultSummarySchema) });
export type TypingHistoryResponse = z.infer<typeof TypingHistoryResponseSchema>;

export const TypingCertificateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  presetName: z.string(),
  language: TypingLanguageSchema,
  layout: TypingLayoutSchema,
  durationMinutes: z.number(),
  grossWpm: z.number(),
  netWpm: z.number(),
  kdph: z.number(),
  accuracy: z.number(),
  errorPercent: z.number(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** How it was taken: always an unproctored online test (issue 23). */
  proctoring: z.literal('unproctored'),
  viaRetest: z.boolean(),
  seconds: z.number(),
  /** The passage as marked, and the speed in each minute. */
  passage: z.string(),
  perMinute: z.array(z.number()),
});
export type TypingCertificate = z.infer<typeof TypingCertificateSchema>;
export const TypingCertificateResponseSchema = z.object({ certificate: TypingCertificateSchema });

export const CertificateRevokeBodySchema = z.strictObject({
  reason: text().trim().min(5, 'Say why the certificate is revoked').max(300),
});

export const TYPING_MESSAGES = {
  fetch: 'Failed to load the typing test',
  submit: 'Failed to score your test',
  presetNotFound: 'No such test preset',
  layoutMismatch: 'This layout is not offered for that language',
  passageNotFound: 'A passage of this test no longer exists',
  passageLanguage: 'Every passage must be in the language of the test',
  badLog: 'The keystroke log could not be read',
  resultNotFound: 'Result not found',
  certificateNotFound: 'Certificate not found',
  alreadyRevoked: 'This certificate is already revoked',
  passageSaved: 'Passage added',
  notYourResult: 'You can attach only your own typing results',
} as const;

/** A preset test with its own address under /tools/ (the long slugs search engines list). */
export type TypingToolPage = {
  slug: string;
  language: TypingLanguage;
  layout: TypingLayout;
  presetId: string;
  durationMinutes: number;
  title: string;
  description: string;
};

const hindiLayouts = ['remington-gail', 'inscript', 'krutidev'] as const;

function practicePage(language: TypingLanguage, layout: TypingLayout, minutes: number) {
  const layoutPart = language === 'hi' ? `-${layout}` : '';
  const languageName = language === 'hi' ? 'Hindi' : 'English';
  const layoutName = language === 'hi' ? ` ${TYPING_LAYOUT_NAMES[layout]}` : '';
  const length = minutesText(minutes);
  return {
    slug: `${language === 'hi' ? 'hindi' : 'english'}-typing-test${layoutPart}-${length.replace(' ', '-')}`,
    language,
    layout,
    presetId: 'practice',
    durationMinutes: minutes,
    title: `${languageName}${layoutName} typing test — ${length}, free | ${SITE_NAME}`,
    description:
      language === 'hi'
        ? `A free Hindi typing test of ${length} on the ${TYPING_LAYOUT_NAMES[layout]} layout, typed with your own keyboard — no Hindi input method needed. Gross and net speed, KDPH, accuracy and every mistake marked.`
        : `A free English typing test of ${length}, with fresh passages on civics, geography and science. Gross and net speed, KDPH, accuracy, a speed-per-minute chart and every mistake marked.`,
  } satisfies TypingToolPage;
}

const EXAM_PAGES: TypingToolPage[] = [
  {
    slug: 'english-typing-test-ssc-chsl-10-minutes',
    language: 'en',
    layout: 'en-us',
    presetId: 'ssc-chsl',
    durationMinutes: 10,
    title: `SSC CHSL typing test in English — 10 minutes, scored like the exam | ${SITE_NAME}`,
    description:
      'Practise the SSC CHSL skill test: 10 minutes, backspace allowed, key depressions counted and full and half mistakes scored as the exam does. See your error percentage against the limit.',
  },
  {
    slug: 'hindi-typing-test-ssc-chsl-remington-gail-10-minutes',
    language: 'hi',
    layout: 'remington-gail',
    presetId: 'ssc-chsl',
    durationMinutes: 10,
    title: `SSC CHSL Hindi typing test, Remington GAIL — 10 minutes | ${SITE_NAME}`,
    description:
      'The SSC CHSL Hindi skill test on the Remington GAIL layout, typed with your own keyboard and no Hindi input method: key depressions, full and half mistakes, and the error limit.',
  },
  {
    slug: 'english-typing-test-ssc-cgl-dest-15-minutes',
    language: 'en',
    layout: 'en-us',
    presetId: 'ssc-cgl-dest',
    durationMinutes: 15,
    title: `SSC CGL DEST typing test — 15 minutes, 2,000 key depressions | ${SITE_NAME}`,
    description:
      'Practise the SSC CGL Data Entry Speed Test: 15 minutes, case-sensitive, no word highlight, scored by key depressions and error percentage as the notice describes.',
  },
  {
    slug: 'english-typing-test-rrb-ntpc-10-minutes',
    language: 'en',
    layout: 'en-us',
    presetId: 'rrb-ntpc',
    durationMinutes: 10,
    title: `RRB NTPC typing test in English — 10 minutes, no backspace | ${SITE_NAME}`,
    description:
      'The RRB NTPC computer-based typing skill test: 10 minutes with editing disabled, 5% of words ignorable and ten words deducted for each mistake beyond that.',
  },
  {
    slug: 'hindi-typing-test-rrb-ntpc-remington-gail-10-minutes',
    language: 'hi',
    layout: 'remington-gail',
    presetId: 'rrb-ntpc',
    durationMinutes: 10,
    title: `RRB NTPC Hindi typing test, Remington GAIL — 10 minutes | ${SITE_NAME}`,
    description:
      'RRB NTPC Hindi typing practice on Remington GAIL with the exam’s rule: no backspace, 5% of words ignorable, ten words deducted per further mistake. No input method needed.',
  },
  {
    slug: 'hindi-typing-test-upsssc-inscript-5-minutes',
    language: 'hi',
    layout: 'inscript',
    presetId: 'upsssc',
    durationMinutes: 5,
    title: `UPSSSC Junior Assistant Hindi typing test, InScript — 5 minutes | ${SITE_NAME}`,
    description:
      'UPSSSC typing practice in Hindi on InScript: backspace only for the current and previous word, no pause, five mistakes pardoned and five words deducted for each one after.',
  },
  {
    slug: 'english-typing-test-mp-cpct-15-minutes',
    language: 'en',
    layout: 'en-us',
    presetId: 'mp-cpct',
    durationMinutes: 15,
    title: `MP CPCT English typing test — 15 minutes, net WPM | ${SITE_NAME}`,
    description:
      'Practise the MP CPCT typing section: 15 minutes scored in net words per minute, the figure MP recruiters ask for.',
  },
  {
    slug: 'english-typing-test-court-10-minutes',
    language: 'en',
    layout: 'en-us',
    presetId: 'court-gross-minus-errors',
    durationMinutes: 10,
    title: `Court clerk typing test in English — 10 minutes, gross minus errors | ${SITE_NAME}`,
    description:
      'Typing practice for High Court and Supreme Court clerical posts: 10 minutes, net speed as gross speed minus errors, with every mistake marked in the passage.',
  },
];

/** Every preset page: practice at each duration and layout, then the exam presets. */
export const TYPING_TOOL_PAGES: readonly TypingToolPage[] = [
  ...TYPING_DURATIONS.map((m) => practicePage('en', 'en-us', m)),
  ...hindiLayouts.flatMap((layout) => TYPING_DURATIONS.map((m) => practicePage('hi', layout, m))),
  ...EXAM_PAGES,
];

export const findTypingToolPage = (slug: string): TypingToolPage | undefined =>
  TYPING_TOOL_PAGES.find((page) => page.slug === slug);

export const TYPING_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/tools/typing-test': `Free online typing test in Hindi (Remington GAIL, InScript) and English, with no Hindi input method needed. Practise for ${TYPING_LENGTHS.practice}, or take a test of ${TYPING_LENGTHS.tests}, plain or an SSC, RRB, UPSSSC or CPCT exam preset; get net speed, KDPH and every mistake marked.`,
};

export const AttachTypingResultBodySchema = z.strictObject({
  resultId: text().max(64),
});
export type AttachTypingResultBody = z.infer<typeof AttachTypingResultBodySchema>;

/** A candidate's application, and the typing result attached to it if any. */
export const TypingApplicationSchema = z.object({
  applicationId: z.string(),
  jobTitle: z.string(),
  resultId: z.string().nullable(),
});
export type TypingApplication = z.infer<typeof TypingApplicationSchema>;
export const TypingHistoryWithApplicationsSchema = TypingHistoryResponseSchema.extend({
  applications: z.array(TypingApplicationSchema),
});
export type TypingHistoryWithApplications = z.infer<typeof TypingHistoryWithApplicationsSchema>;
export const AttachTypingResultResponseSchema = z.object({ application: TypingApplicationSchema });

/** What an employer sees of a typing result attached to an application. */
export const AttachedTypingResultSchema = TypingResultSummarySchema.extend({
  applicationId: z.string(),
  certificateValid: z.boolean(),
  presetId: z.string(),
  isExam: z.boolean(),
  viaRetest: z.boolean(),
  proctoring: z.literal('unproctored'),
  passage: z.string(),
  perMinute: z.array(z.number()),
});
export type AttachedTypingResult = z.infer<typeof AttachedTypingResultSchema>;
export const AttachedTypingResultsResponseSchema = z.object({
  results: z.array(AttachedTypingResultSchema),
});
