import { MINOR_MESSAGES, type GuardianDecisionBody, type User } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import {
  changeGuardianEmail,
  confirmGuardian,
  findProfileRow,
  isMinor,
} from '../candidates/candidates.service';
import { composeEmail, enqueueMail, siteUrl } from '../mail/mail.service';
import * as users from '../users/users.service';
import { accountWords } from './account-words';
import * as repo from './email-tokens.repository';
import { hashToken, issueToken } from './tokens';

const GUARDIAN_TTL_DAYS = 7;

/**
 * Asks a minor's parent or guardian to agree (DPDP section 9: verifiable consent). The link goes
 * to their address, never the child's; it works once, for a week, and a new one retires it.
 */
export async function queueGuardianEmail(
  tx: Db,
  child: Pick<User, '_id'>,
  childName: string,
  guardianEmail: string,
): Promise<void> {
  const token = await issueToken(
    tx,
    child._id,
    'guardian_consent',
    guardianEmail,
    GUARDIAN_TTL_DAYS * 24 * 60 * 60_000,
  );
  // The guardian has no account: they read it in the language the child signed up in.
  const language = await users.languageOf(tx, child._id);
  const t = accountWords[language];
  await enqueueMail(tx, {
    to: guardianEmail,
    kind: 'guardian_consent',
    about: [child._id],
    subject: t('accounts.guardian.subject', { childName }),
    ...composeEmail({
      language,
      greeting: t('accounts.guardian.greeting'),
      paragraphs: [
        t('accounts.guardian.signedUp', { childName }),
        t('accounts.guardian.law'),
        t('accounts.guardian.choice'),
      ],
      action: {
        label: t('accounts.guardian.action'),
        url: siteUrl(`/guardian-consent?token=${token}`),
      },
      after: [t('accounts.guardian.after', { days: GUARDIAN_TTL_DAYS, childName })],
    }),
  });
}

/** The guardian's answer: agree (the account is no longer limited) or decline (it is erased). */
export async function decideGuardianConsent(
  db: Db,
  storage: FileStorage,
  body: GuardianDecisionBody,
  onFileError: (error: unknown) => void,
): Promise<string> {
  const outcome = await withTransaction(db, async (tx) => {
    const used = await repo.consumeToken(tx, hashToken(body.token), 'guardian_consent');
    if (!used) return undefined;
    // The child may have added a date of birth that makes them an adult since the email went:
    // a guardian's "no" must not erase a grown-up's account.
    if (!isMinor(await findProfileRow(tx, used.userId))) return 'adult' as const;
    if (body.decision === 'confirm') {
      await confirmGuardian(tx, used.userId);
      return { fileKeys: [] as string[] };
    }
    return users.eraseAccount(tx, used.userId, { reason: 'guardian' });
  });
  if (!outcome) throw new AppError('VALIDATION', MINOR_MESSAGES.guardianLinkInvalid);
  if (outcome === 'adult') return MINOR_MESSAGES.guardianNoLongerNeeded;
  await users.removeErasedFiles(storage, outcome.fileKeys).catch(onFileError);
  return body.decision === 'confirm'
    ? MINOR_MESSAGES.guardianConfirmed
    : MINOR_MESSAGES.guardianDeclined;
}

/** The minor sends the request again, to the same or a corrected address. */
export async function resendGuardianEmail(
  db: Db,
  user: User,
  guardianEmail: string | undefined,
): Promise<string> {
  const row = await findProfileRow(db, user._id);
  if (!isMinor(row) || row?.guardianConfirmedAt) {
    throw new AppError('CONFLICT', MINOR_MESSAGES.guardianNotNeeded);
  }
  const to = guardianEmail ?? row?.guardianEmail;
  if (!to) throw new AppError('VALIDATION', MINOR_MESSAGES.guardianRequired);
  if (to === user.email) throw new AppError('VALIDATION', MINOR_MESSAGES.guardianIsYou);
  await withTransaction(db, async (tx) => {
    if (to !== row?.guardianEmail) await changeGuardianEmail(tx, user._id, to);
    await queueGuardianEmail(tx, user, row?.fullName || user.profile.displayName, to);
  });
  return MINOR_MESSAGES.guardianResent;
}
