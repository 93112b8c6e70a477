import {
  MAIL_MESSAGES,
  MINOR_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  type Language,
  type RegisterBody,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import {
  ageColumns,
  startCandidateProfile,
  type AgeAnswer,
} from '../candidates/candidates.service';
import { composeEmail, enqueueMail, siteUrl } from '../mail/mail.service';
import { startCompanyProfile } from '../companies/companies.service';
import { recordSignUpConsent } from '../privacy/privacy.service';
import * as users from '../users/users.service';
import { accountWords } from './account-words';
import * as repo from './email-tokens.repository';
import { queueGuardianEmail } from './guardian-consent';
import { hashToken, issueToken } from './tokens';

const VERIFY_TTL_HOURS = 48;

/**
 * Sign-up: the account, a candidate's first profile (with the name just typed), and the email
 * that confirms the address, all in one transaction.
 */
export function signUp(
  db: Db,
  input: RegisterBody,
  options: { mailEnabled: boolean; language: Language },
) {
  // Checked before anything is written: a minor without a guardian's address is not signed up.
  const age = ageOfNewAccount(input);
  return users.register(db, input, {
    verified: !options.mailEnabled,
    language: options.language,
    then: async (tx, user) => {
      if (user.role === 'candidate') await startCandidateProfile(tx, user._id, input.name, age);
      if (user.role === 'employer') await startEmployer(tx, user, input.name);
      if (input.privacyConsent) await recordSignUpConsent(tx, user._id, input.noticeLanguage);
      if (options.mailEnabled) await queueVerificationEmail(tx, user);
      if (age?.guardianEmail && options.mailEnabled)
        await queueGuardianEmail(tx, user, input.name, age.guardianEmail);
    },
  });
}

export { decideGuardianConsent, resendGuardianEmail } from './guardian-consent';

/**
 * Sign-up for someone whose address another provider has verified (Google): no password, no
 * confirmation email, the same first profile and consent as the form's sign-up, and `then` for
 * the caller's own rows in the same transaction.
 */
export function signUpWithVerifiedEmail(
  db: Db,
  input: Pick<
    RegisterBody,
    | 'name'
    | 'email'
    | 'role'
    | 'privacyConsent'
    | 'noticeLanguage'
    | 'dateOfBirth'
    | 'under18'
    | 'guardianEmail'
  >,
  options: { mailEnabled: boolean; language: Language },
  then: (tx: Db, user: User) => Promise<void>,
) {
  const age = ageOfNewAccount(input);
  return users.register(
    db,
    { ...input, password: null },
    {
      verified: true,
      language: options.language,
      then: async (tx, user) => {
        if (user.role === 'candidate') await startCandidateProfile(tx, user._id, input.name, age);
        if (user.role === 'employer') await startEmployer(tx, user, input.name);
        if (input.privacyConsent) await recordSignUpConsent(tx, user._id, input.noticeLanguage);
        if (age?.guardianEmail && options.mailEnabled)
          await queueGuardianEmail(tx, user, input.name, age.guardianEmail);
        await then(tx, user);
      },
    },
  );
}

const startEmployer = (tx: Db, user: User, name: string) =>
  startCompanyProfile(tx, user._id, { contactName: name, contactEmail: user.email });

/** The age answer, checked before anything is written; only candidates give one. */
function ageOfNewAccount(input: Pick<RegisterBody, 'email' | 'role'> & AgeAnswer) {
  const answered = input.dateOfBirth ?? input.under18 ?? input.guardianEmail;
  if (answered !== undefined && input.role !== 'candidate') {
    throw new AppError('VALIDATION', MINOR_MESSAGES.onlyCandidates);
  }
  return input.role === 'candidate' ? ageColumns(input, input.email) : undefined;
}

async function queueVerificationEmail(tx: Db, user: User): Promise<void> {
  const token = await issueToken(
    tx,
    user._id,
    'email_verification',
    user.email,
    VERIFY_TTL_HOURS * 60 * 60_000,
  );
  // Saved at sign-up from the pages it was made on, so the very first email is in it.
  const language = await users.languageOf(tx, user._id);
  const t = accountWords[language];
  await enqueueMail(tx, {
    to: user.email,
    userId: user._id,
    kind: 'email_verification',
    subject: t('accounts.verify.subject'),
    ...composeEmail({
      language,
      greeting: t('accounts.greeting', { name: user.profile.displayName }),
      paragraphs: [
        t('accounts.verify.welcome', { email: user.email }),
        t(
          user.role === 'employer' ? 'accounts.verify.whyEmployer' : 'accounts.verify.whyCandidate',
        ),
      ],
      action: { label: t('accounts.verify.action'), url: siteUrl(`/verify-email?token=${token}`) },
      after: [t('accounts.verify.after', { hours: VERIFY_TTL_HOURS })],
    }),
  });
}

/** Sends a fresh link; earlier ones stop working. */
export async function resendVerification(db: Db, user: User): Promise<string> {
  if (user.emailVerified) return MAIL_MESSAGES.alreadyVerified;
  await withTransaction(db, (tx) => queueVerificationEmail(tx, user));
  return MAIL_MESSAGES.verifySent;
}

export async function verifyEmail(db: Db, token: string): Promise<string> {
  const confirmed = await withTransaction(db, async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(token), 'email_verification');
    // A link sent to an address the account has since left proves nothing about the new one.
    return used ? users.markEmailVerified(tx, used.userId, used.email) : false;
  });
  if (!confirmed) throw new AppError('VALIDATION', MAIL_MESSAGES.verifyInvalid);
  return MAIL_MESSAGES.verifyDone;
}

/**
 * The same answer whether or not the address has an account: the form must not tell a stranger
 * who is signed up.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<string> {
  const user = await users.findUserByEmail(db, email);
  if (user) {
    await withTransaction(db, async (tx) => {
      const token = await issueToken(
        tx,
        user._id,
        'password_reset',
        user.email,
        PASSWORD_RESET_TTL_MINUTES * 60_000,
      );
      const language = await users.languageOf(tx, user._id);
      const t = accountWords[language];
      await enqueueMail(tx, {
        to: user.email,
        userId: user._id,
        kind: 'password_reset',
        subject: t('accounts.reset.subject'),
        ...composeEmail({
          language,
          greeting: t('accounts.greeting', { name: user.profile.displayName }),
          paragraphs: [t('accounts.reset.asked', { email: user.email })],
          action: {
            label: t('accounts.reset.action'),
            url: siteUrl(`/reset-password?token=${token}`),
          },
          after: [t('accounts.reset.after', { minutes: PASSWORD_RESET_TTL_MINUTES })],
        }),
      });
    });
  }
  return MAIL_MESSAGES.forgotSent;
}

/** Sets the new password; answers the message to show and whose account it was. */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
): Promise<{ message: string; userId: string }> {
  // Hashing is slow: done before the transaction, even for a link that turns out to be dead.
  const passwordHash = await users.hashNewPassword(password);
  const changed = await withTransaction(db, async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(token), 'password_reset');
    if (!used) return undefined;
    await users.replacePassword(tx, used.userId, passwordHash);
    // Opening the emailed link proves the address as well as a verification link does, and lets
    // its owner in however many wrong passwords a guesser has tried.
    await users.markEmailVerified(tx, used.userId, used.email);
    await users.clearAllLoginFailures(tx, used.email);
    const language = await users.languageOf(tx, used.userId);
    const t = accountWords[language];
    await enqueueMail(tx, {
      to: used.email,
      userId: used.userId,
      kind: 'password_changed',
      subject: t('accounts.changed.subject'),
      ...composeEmail({
        language,
        paragraphs: [t('accounts.changed.done'), t('accounts.changed.notYou')],
        action: { label: t('accounts.changed.action'), url: siteUrl('/forgot-password') },
      }),
    });
    return used;
  });
  if (!changed) throw new AppError('VALIDATION', MAIL_MESSAGES.resetInvalid);
  return { message: MAIL_MESSAGES.resetDone, userId: changed.userId };
}
