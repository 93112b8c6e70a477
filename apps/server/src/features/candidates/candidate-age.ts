import {
  ADULT_AGE,
  ageOn,
  MIN_SIGNUP_AGE,
  MINOR_MESSAGES,
  todayInIndia,
  type AgeStatus,
} from '@shuruaat/contract';
import type { CandidateProfileRow } from '../../db/schema/candidates';
import { AppError } from '../../lib/app-error';

type AgeFields = Pick<
  CandidateProfileRow,
  'birthDate' | 'declaredUnder18' | 'guardianEmail' | 'guardianConfirmedAt'
>;

/** Under 18 today in India: by the date of birth, else by the "I am under 18" answer. */
export function isMinor(row: Partial<AgeFields> | null, today = todayInIndia()): boolean {
  if (row?.birthDate) return ageOn(row.birthDate, today) < ADULT_AGE;
  return row?.declaredUnder18 ?? false;
}

export function ageStatus(row: AgeFields | null): AgeStatus {
  const minor = isMinor(row);
  return {
    isMinor: minor,
    guardian: !minor ? 'not_needed' : row?.guardianConfirmedAt ? 'confirmed' : 'pending',
    guardianEmail: minor ? (row?.guardianEmail ?? null) : null,
    birthDateKnown: Boolean(row?.birthDate),
  };
}

export type AgeAnswer = {
  dateOfBirth?: string | undefined;
  under18?: true | undefined;
  guardianEmail?: string | undefined;
};

/**
 * Checks a sign-up's age answer and answers the columns to store. A date of birth wins over the
 * box; a minor must name a guardian who is not themselves.
 */
export function ageColumns(
  answer: AgeAnswer,
  ownEmail: string,
  today = todayInIndia(),
): Pick<AgeFields, 'birthDate' | 'declaredUnder18' | 'guardianEmail'> {
  const field = (path: string, message: string) =>
    new AppError('VALIDATION', message, [{ path, message }]);
  if (answer.dateOfBirth) {
    if (answer.dateOfBirth > today) throw field('dateOfBirth', MINOR_MESSAGES.birthDateInFuture);
    if (ageOn(answer.dateOfBirth, today) < MIN_SIGNUP_AGE)
      throw field('dateOfBirth', MINOR_MESSAGES.tooYoung);
  }
  const minor = isMinor(
    { birthDate: answer.dateOfBirth ?? null, declaredUnder18: Boolean(answer.under18) },
    today,
  );
  if (minor && !answer.guardianEmail) throw field('guardianEmail', MINOR_MESSAGES.guardianRequired);
  if (minor && answer.guardianEmail === ownEmail)
    throw field('guardianEmail', MINOR_MESSAGES.guardianIsYou);
  return {
    birthDate: answer.dateOfBirth ?? null,
    declaredUnder18: !answer.dateOfBirth && Boolean(answer.under18),
    guardianEmail: minor ? (answer.guardianEmail ?? null) : null,
  };
}

/**
 * The date of birth a minor adds after answering only "I am under 18", so the account stops
 * being a minor's on their 18th birthday. It is taken once, and must agree with the answer given
 * at sign-up: otherwise anyone could lift the limit by typing an older date.
 */
export function birthDateColumns(
  row: (AgeFields & Pick<CandidateProfileRow, 'createdAt'>) | null,
  dateOfBirth: string,
  today = todayInIndia(),
): Pick<AgeFields, 'birthDate' | 'declaredUnder18' | 'guardianEmail'> {
  if (row?.birthDate) throw new AppError('CONFLICT', MINOR_MESSAGES.birthDateAlreadyKnown);
  if (!row?.declaredUnder18) throw new AppError('CONFLICT', MINOR_MESSAGES.birthDateNotAsked);
  const field = (message: string) =>
    new AppError('VALIDATION', message, [{ path: 'dateOfBirth', message }]);
  if (dateOfBirth > today) throw field(MINOR_MESSAGES.birthDateInFuture);
  if (ageOn(dateOfBirth, today) < MIN_SIGNUP_AGE) throw field(MINOR_MESSAGES.tooYoung);
  if (ageOn(dateOfBirth, todayInIndia(row.createdAt)) >= ADULT_AGE)
    throw field(MINOR_MESSAGES.birthDateContradicts);
  const stillMinor = ageOn(dateOfBirth, today) < ADULT_AGE;
  return {
    birthDate: dateOfBirth,
    declaredUnder18: false,
    // An adult's guardian is no longer anyone's business: the address goes with the limit.
    guardianEmail: stillMinor ? row.guardianEmail : null,
  };
}

/** Why this candidate may not apply to this listing now, or null when they may. */
export function ageBarToApplying(row: AgeFields | null, adultsOnly: boolean): string | null {
  if (!isMinor(row)) return null;
  if (adultsOnly) return MINOR_MESSAGES.adultsOnly;
  return row?.guardianConfirmedAt ? null : MINOR_MESSAGES.waitingForGuardian;
}
