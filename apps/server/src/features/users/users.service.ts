import {
  minutesText,
  MESSAGES,
  type Language,
  type LoginBody,
  type RegisterBody,
  type Role,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { newReferralCode } from '../../lib/referral-code';
import {
  hashPassword,
  hasPassword,
  NO_PASSWORD,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';
import { assertUncommonPassword } from './common-passwords';
import {
  clearClientFailures,
  countFailure,
  type LoginClient,
  type LoginRules,
} from './login-throttle';
import { createSessionToken, hashSessionToken, SESSION_TTL_MS } from './session-tokens';
import * as repo from './users.repository';
import { toUser } from './user-presenter';

export type SignedIn = { user: User; token: string; expiresAt: Date };

/**
 * Signed-in devices an account keeps; a new sign-in past it signs out the least recently used.
 * Nobody uses fifty browsers, but a script signing in again and again would otherwise grow the
 * table (and the account's device list) without end.
 */
export const SESSIONS_PER_ACCOUNT = 50;

async function startSession(db: Db, row: UserRow): Promise<SignedIn> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await repo.insertSession(db, { userId: row.id, tokenHash, expiresAt });
  await repo.forgetSessionsBeyond(db, row.id, SESSIONS_PER_ACCOUNT);
  return { user: toUser(row), token, expiresAt };
}

/**
 * Expired sessions, and failed sign-in counts (which hold addresses) once their window is over:
 * neither answers anything any more, and both would otherwise be kept for good.
 */
export const pruneSignInRecords = (db: Db, windowsFrom: Date): Promise<void> =>
  repo.pruneSignInRecords(db, windowsFrom);

/**
 * The account and its first session together: a failed sign-up leaves the email free. A known
 * referral code credits its owner; an unknown one is ignored so a stale link never blocks sign-up.
 */
export async function register(
  db: Db,
  /** A null password makes an account that signs in only through Google. */
  input: Omit<RegisterBody, 'password'> & { password: string | null },
  extras: {
    /** True where no email can confirm the address (MAIL_ENABLED=false). */
    verified?: boolean;
    /** More work in the same transaction (a first profile, the verification email). */
    then?: (tx: Tx, user: User) => Promise<void>;
    /** The language the visitor was reading in (decision 032); emails follow it. */
    language?: Language;
  } = {},
): Promise<SignedIn> {
  // Hashing is slow; done before the transaction so it holds no connection while it runs.
  const passwordHash =
    input.password === null ? NO_PASSWORD : await hashNewPassword(input.password);
  return withTransaction(db, async (tx) => {
    const referrer = input.referralCode
      ? await repo.findUserByReferralCode(tx, input.referralCode)
      : undefined;
    const row = await insertWithFreshCode(tx, {
      email: input.email,
      passwordHash,
      role: input.role,
      displayName: input.name,
      referredBy: referrer?.id ?? null,
      referredAt: referrer ? new Date() : null,
      lastSignInAt: new Date(),
      emailVerifiedAt: extras.verified ? new Date() : null,
      language: extras.language ?? 'en',
    });
    await extras.then?.(tx, toUser(row));
    return startSession(tx, row);
  });
}

/** Inserts the user with a new referral code, drawing again on the (rare) clash of codes. */
async function insertWithFreshCode(db: Db, user: Omit<NewUserRow, 'referralCode'>) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = await repo.insertUser(db, { ...user, referralCode: newReferralCode() });
    if (row) return row;
    if (await repo.findUserByEmail(db, user.email)) break;
  }
  throw new AppError('CONFLICT', MESSAGES.auth.emailTaken);
}

export function lockedOutMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many wrong passwords for this account. Try again in ${minutesText(minutes)}, or set a new password with “Forgot password?”.`;
}

export async function login(
  db: Db,
  input: LoginBody,
  client: LoginClient,
  rules: LoginRules,
): Promise<SignedIn> {
  const row = await repo.findUserByEmail(db, input.email);
  // An unknown address, or an account without a password, takes as long as a wrong password.
  const valid =
    row && hasPassword(row.passwordHash)
      ? await verifyPassword(row.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!row || !valid) {
    await countFailure(db, input.email, row?.id, client, rules);
    throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
  }
  await clearClientFailures(db, input.email, row.id, client, rules);
  await repo.touchLastSignIn(db, row.id);
  return startSession(db, row);
}

/** A new session for someone proved another way (Google); counts as a sign-in. */
export async function signInAs(db: Db, userId: string): Promise<SignedIn> {
  const row = await repo.findUserById(db, userId);
  if (!row || row.deletedAt)
    throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
  await repo.touchLastSignIn(db, row.id);
  return startSession(db, row);
}

/** How stale "last used" on the sessions page may be: a busy session writes at most this often. */
const SESSION_TOUCH_MS = 5 * 60_000;
const USER_AGENT_MAX = 300;

/**
 * Resolves a bearer or cookie token to its user; undefined when unknown or expired. Notes the
 * session's last use and its browser, for the sessions page, without a write on every request.
 */
export async function findUserBySessionToken(
  db: Db,
  token: string,
  userAgent?: string,
): Promise<User | undefined> {
  const row = await repo.findUserBySessionHash(db, hashSessionToken(token));
  if (!row) return undefined;
  const agent = userAgent ? userAgent.slice(0, USER_AGENT_MAX) : row.userAgent;
  if (
    Date.now() - row.lastUsedAt.getTime() > SESSION_TOUCH_MS ||
    (agent && agent !== row.userAgent)
  ) {
    await repo.touchSession(db, row.sessionId, agent);
  }
  return toUser(row.user);
}

export async function logout(db: Db, token: string): Promise<void> {
  await repo.deleteSessionByHash(db, hashSessionToken(token));
}

export type AdminResult = 'created' | 'promoted' | 'updated';

/**
 * Creates the admin account, or makes an existing account admin with the given password.
 * Its sessions are revoked either way, as a role or password change requires.
 */
export async function upsertAdmin(db: Db, email: string, password: string): Promise<AdminResult> {
  const passwordHash = await hashNewPassword(password);
  const existing = await repo.findUserByEmail(db, email);
  if (!existing) {
    const role: Role = 'admin';
    await repo.insertUser(db, {
      email: email.toLowerCase(),
      passwordHash,
      role,
      displayName: 'Admin',
      // Made by the operator on the command line, not through a sign-up form.
      emailVerifiedAt: new Date(),
    });
    return 'created';
  }
  // Never a new password or role with the old sessions still open.
  await withTransaction(db, async (tx) => {
    await repo.updateUserPassword(tx, existing.id, passwordHash);
    await repo.updateUserRole(tx, existing.id, 'admin');
    await repo.deleteSessionsOfUser(tx, existing.id);
  });
  return existing.role === 'admin' ? 'updated' : 'promoted';
}

/** Profiles live in their own features; they report here whether the user's is complete. */
export async function setProfileUpdated(db: Db, userId: string, value: boolean): Promise<void> {
  await repo.updateProfileUpdated(db, userId, value);
}

/** The account's interface language, which its emails are written in (decision 032). */
export async function languageOf(db: Db, userId: string): Promise<Language> {
  return (await repo.findUserById(db, userId))?.language ?? 'en';
}

export async function setLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await repo.updateUserLanguage(db, userId, language);
}

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const row = await repo.findUserById(db, id);
  return row && toUser(row);
}

// Other features reach account erasure through this service (the import rule's one door).
export { eraseAccount, removeErasedFiles, type ErasureReason } from './account-erasure';
// The data export reads the same registry the erasure runs (decision 027).
export { collectPersonalData, describeArchive } from './personal-data/export';
export { consumeRecentGoogleCheck } from './google-check';

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const row = await repo.findUserByEmail(db, email);
  return row && toUser(row);
}

/**
 * Every password a person chooses passes here: refused when it is a common one, else hashed.
 * Slow on purpose; call it before a transaction, not inside one.
 */
export async function hashNewPassword(password: string): Promise<string> {
  await assertUncommonPassword(password);
  return hashPassword(password);
}

export { lockedUntil, type LoginClient, type LoginRules } from './login-throttle';

/** An emailed link proved the address: every wrong-password count of the account starts again. */
export async function clearAllLoginFailures(db: Db, email: string): Promise<void> {
  await repo.clearLoginFailures(db, email);
}

/** A new password ends every session: whoever knew the old one is signed out everywhere. */
export async function replacePassword(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await repo.updateUserPassword(tx, userId, passwordHash);
  await repo.deleteSessionsOfUser(tx, userId);
}

/** Confirms the address, if it is still the account's address. */
export async function markEmailVerified(tx: Db, userId: string, email: string): Promise<boolean> {
  return repo.setEmailVerified(tx, userId, email);
}

/** A re-check before something that cannot be undone (deleting the account). */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const row = await repo.findUserById(db, userId);
  if (!row || row.deletedAt) return verifyAgainstDummy(password);
  return verifyPassword(row.passwordHash, password);
}

/** What the sessions table stores for a token: other features compare, never store, tokens. */
export const sessionTokenHash = (token: string): string => hashSessionToken(token);
