import { text } from './text';

/**
 * A friend's referral code and the link parameter that carries it: what every page needs to keep
 * a ?ref= for sign-up, apart from the referral programme's schemas (referrals.ts).
 */

/** Codes avoid 0/O and 1/I/L so a code read aloud or typed from a poster still matches. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** A referral can be added after sign-up only this many days later, so old accounts can't be traded. */
export const REFERRAL_CLAIM_DAYS = 14;
/** The query parameter a share link carries, e.g. /signup?ref=K7M2Q9XA. */
export const REFERRAL_QUERY_PARAM = 'ref';

export const ReferralCodeSchema = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, 'Enter a valid referral code (6 to 12 letters and digits)');
