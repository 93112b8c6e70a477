import { z } from 'zod';
import { IsoDateSchema } from './dates';
import { text } from './text';
import { EmailSchema } from './users';

/**
 * Under-18s (DPDP Act, section 9): a child's data is processed only with a parent's or
 * guardian's verifiable consent, never for tracking or targeted advertising. Shuruaat asks the
 * age at candidate sign-up, keeps a minor's account limited until a guardian confirms by email,
 * keeps minors out of the resume database and marketing email, and lets employers mark a
 * listing 18+.
 */
export const ADULT_AGE = 18;
/** Work below this age is child labour in India; the site is not for younger people. */
export const MIN_SIGNUP_AGE = 14;

/** Whole years between a date of birth and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const GUARDIAN_STATUSES = ['not_needed', 'pending', 'confirmed'] as const;
export const AgeStatusSchema = z.object({
  /** Under 18 today (by date of birth, or by the "I am under 18" answer). */
  isMinor: z.boolean(),
  guardian: z.enum(GUARDIAN_STATUSES),
  guardianEmail: z.string().nullable(),
  /** Whether a date of birth is on file (adults are never asked; a minor may add it once). */
  birthDateKnown: z.boolean(),
});
export type AgeStatus = z.infer<typeof AgeStatusSchema>;

const GuardianTokenSchema = text()
  .trim()
  .min(20, 'This link is incomplete. Open it from the email again.')
  .max(200);

export const GuardianDecisionBodySchema = z.strictObject({
  token: GuardianTokenSchema,
  decision: z.enum(['confirm', 'decline']),
});
export type GuardianDecisionBody = z.infer<typeof GuardianDecisionBodySchema>;

export const GuardianResendBodySchema = z.strictObject({
  /** A corrected address; the one given at sign-up when left out. */
  guardianEmail: EmailSchema.optional(),
});

/** A minor who answered only "I am under 18" adds their date of birth, once. */
export const BirthDateBodySchema = z.strictObject({ dateOfBirth: IsoDateSchema });
export type BirthDateBody = z.infer<typeof BirthDateBodySchema>;

export const MINOR_MESSAGES = {
  tooYoung: `Shuruaat is for people aged ${MIN_SIGNUP_AGE} and over.`,
  birthDateInFuture: 'Enter your real date of birth.',
  guardianRequired:
    'Under-18s need a parent or guardian to agree. Enter their email address and we will ask them.',
  guardianIsYou: 'Enter your parent’s or guardian’s email, not your own.',
  onlyCandidates: 'Only candidates give a date of birth.',
  waitingForGuardian:
    'Your parent or guardian has not agreed yet. Once they confirm from the email we sent them, you can apply.',
  adultsOnly: 'This listing is for applicants aged 18 or over.',
  noResumeDatabase: 'Under-18s are not shown to employers in the resume database.',
  noMarketing: 'Under-18s do not get marketing email.',
  guardianConfirmed: 'Thank you. Your child can now apply to internships on Shuruaat.',
  guardianDeclined: 'Understood. The account and everything in it has been deleted.',
  guardianLinkInvalid:
    'This link has expired or was already used. Ask your child to send a new one from their dashboard.',
  guardianResent: 'We have emailed your parent or guardian again.',
  guardianNotNeeded: 'Your account does not need a guardian’s consent.',
  guardianNoLongerNeeded:
    'Nothing to decide: this account now belongs to someone aged 18 or over, who no longer needs your consent.',
  birthDateNotAsked: 'Only students who told us they are under 18 add a date of birth.',
  birthDateAlreadyKnown:
    'Your date of birth is already saved. If it is wrong, write to us from the Contact page.',
  birthDateContradicts:
    'That date would have made you 18 or older when you signed up, but you told us you were under 18. If that answer was a mistake, write to us from the Contact page.',
  birthDateSaved:
    'Your date of birth is saved. Your account will no longer be limited once you turn 18.',
  birthDateAdult:
    'Your date of birth is saved. You are 18 or older, so your account is no longer limited.',
} as const;
