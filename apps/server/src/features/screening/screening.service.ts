import { SCAM_FLAG_CODES, type ScamFlagCode } from '@shuruaat/contract';
import { screen, type ScreeningFlag } from './engine';
import { SCREENING_FLAG_CODES, type ScreeningFlagCode } from './flag-codes';

/**
 * What other features may ask of the screening engine. Messages and pasted offers are flagged
 * from the medium level up: the level at which a listing is queued for an admin is also the
 * level at which a candidate is warned.
 */
export { screen };
export type { ScreeningFlag };

// The contract names the same codes for the web; each list must hold every code of the other.
const sameCodes: [ScreeningFlagCode[], ScamFlagCode[]] = [
  [...SCAM_FLAG_CODES],
  [...SCREENING_FLAG_CODES],
];
void sameCodes;

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
