import type { Language } from './languages';
import { minutesText } from './plural';

// Kept apart from typing.ts so the landing pages can word the lengths without its schemas.
export const PRACTICE_DURATIONS = [1, 2, 5] as const;
export const EXAM_DURATIONS = [10, 15, 20, 30, 45, 60, 90] as const;

const TO: Record<Language, string> = { en: 'to', hi: 'से' };

const span = (lengths: readonly number[], language: Language) =>
  `${lengths[0]} ${TO[language]} ${minutesText(lengths[lengths.length - 1] ?? 0, language)}`;

/** The lengths in a language: practice "1 to 5 minutes" ("1 से 5 मिनट"), tests "10 to 90 minutes". */
export const typingLengths = (language: Language) =>
  ({
    practice: span(PRACTICE_DURATIONS, language),
    tests: span(EXAM_DURATIONS, language),
  }) as const;

/** The lengths as every English page words them. */
export const TYPING_LENGTHS = typingLengths('en');
