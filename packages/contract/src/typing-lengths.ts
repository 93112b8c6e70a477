import { minutesText } from './plural';

// Kept apart from typing.ts so the landing pages can word the lengths without its schemas.
export const PRACTICE_DURATIONS = [1, 2, 5] as const;
export const EXAM_DURATIONS = [10, 15, 20, 30, 45, 60, 90] as const;

const span = (lengths: readonly number[]) =>
  `${lengths[0]} to ${minutesText(lengths[lengths.length - 1] ?? 0)}`;

/** The lengths as every page words them: practice "1 to 5 minutes", tests "10 to 90 minutes". */
export const TYPING_LENGTHS = {
  practice: span(PRACTICE_DURATIONS),
  tests: span(EXAM_DURATIONS),
} as const;
