import type { ScamFlagCode } from '@shuruaat/contract';
import { screen, type ScreeningFlag } from './engine';
import type { ScreeningFlagCode } from './flag-codes';

/**
 * What other features may ask of the screening engine (issue 27's warnings). A message is
 * flagged from the medium level up, the level at which a listing is queued for an admin; a
 * pasted offer shows every flag found, with its level.
 */
export { screen };
export type { ScreeningFlag };

// The contract names the same codes for the web (scam-warnings.ts): a code added on one side
// only fails to compile here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type MustBeTrue<T extends true> = T;
export type FlagCodesMatchContract = MustBeTrue<Same<ScreeningFlagCode, ScamFlagCode>>;

/** The red flags of an employer's message to a candidate; empty when it reads as ordinary. */
export function flagsOfMessage(text: string): ScreeningFlag[] {
  const result = screen(text, { kind: 'message' });
  return result.level === 'low' ? [] : result.flags;
}

/** A pasted offer's risk and every red flag found, even below the warning level. */
export function checkOffer(text: string) {
  const result = screen(text, { kind: 'offer' });
  return { level: result.level, flags: result.flags };
}
