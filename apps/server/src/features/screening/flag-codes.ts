// The codes and levels are the contract's: the web names each code to its readers.
export type { ScreeningFlagCode, ScreeningLevel } from '@shuruaat/contract';

/** Where the text comes from: the same words weigh differently in a listing and a chat. */
export const SCREENING_CONTEXT_KINDS = ['listing', 'message', 'offer'] as const;
export type ScreeningContextKind = (typeof SCREENING_CONTEXT_KINDS)[number];
