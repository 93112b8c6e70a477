import type { Readable } from 'node:stream';
import {
  CONSENT_PURPOSES,
  DATA_EXPORT_TTL_DAYS,
  NOTICE_VERSIONS,
  NoticeLanguageSchema,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  dashboardPathFor,
  type NoticeLanguage,
  type ConsentBody,
  type ConsentsResponse,
  type DataExport,
  type DeleteAccountBody,
  type Session,
  type User,
  MINOR_MESSAGES,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { DataExportRow } from '../../db/schema/privacy';
import { AppError } from '../../lib/app-error';
import { createTranslators } from '../../lib/translator';
import type { FileStorage } from '../../storage/file-storage';
import { answerClosedListing } from '../applications/applications.service';
import { composeEmail, enqueueMail, siteUrl } from '../mail/mail.service';
import { findProfileRow, isMinor } from '../candidates/candidates.service';
import * as users from '../users/users.service';
import * as repo from './privacy.repository';
import { describeDevice } from './devices';
import { tarGz, type ArchiveEntry } from './tar-archive';
import en from './locales/en.json';
import hi from './locales/hi.json';

// Sessions ------------------------------------------------------------------------------------

export async function listSessions(
  db: Db,
  userId: string,
  currentToken: string | null,
): Promise<Session[]> {
  const currentHash = currentToken ? users.sessionTokenHash(currentToken) : undefined;
  const rows = await repo.listSessions(db, userId);
  return rows.map((row) => ({
    _id: row.id,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

export async function signOutSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!(await repo.deleteSession(db, userId, sessionId)))
    throw new AppError('NOT_FOUND', PRIVACY_MESSAGES.sessionNotFound);
}

export async function signOutEverywhere(db: Db, userId: string): Promise<void> {
  await repo.deleteAllSessions(db, userId);
}

// Consent -------------------------------------------------------------------------------------

/**
 * Called in the sign-up transaction when the form's consent box was ticked: the notice agreed to
 * is the current version in the language it was shown in.
 */
export async function recordSignUpConsent(
  tx: Tx,
  userId: string,
  noticeLanguage: NoticeLanguage = 'en',
): Promise<void> {
  await repo.insertConsent(tx, {
    userId,
    purpose: 'privacy_notice',
    noticeLanguage,
    noticeVersion: NOTICE_VERSIONS[noticeLanguage],
  });
}

/** A consent to the notice holds while it names the current version of its own language. */
function isCurrentNotice(row: { noticeLanguage: string; noticeVersion: string }): boolean {
  const language = NoticeLanguageSchema.safeParse(row.noticeLanguage);
  return language.success && NOTICE_VERSIONS[language.data] === row.noticeVersion;
}

// A language the contract no longer lists reads as English history rather than failing the page.
const readLanguage = (value: string): NoticeLanguage =>
  NoticeLanguageSchema.safeParse(value).data ?? 'en';

export async function getConsents(db: Db, userId: string): Promise<ConsentsResponse> {
  const rows = await repo.listConsents(db, userId);
  const open = rows.filter((row) => !row.withdrawnAt);
  const active = Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [
      purpose,
      open.some(
        (row) =>
          row.purpose === purpose &&
          // Agreement to an older notice is history: the person has not read this one.
          (purpose !== 'privacy_notice' || isCurrentNotice(row)),
      ),
    ]),
  ) as ConsentsResponse['active'];
  // The profile's switch is what employers' search obeys; a profile made visible from the
  // profile form before consent records existed counts as consent given there.
  const visible = await repo.findResumeDatabaseVisibility(db, userId);
  if (visible !== undefined) active.resume_database = visible;
  return {
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    noticeConsentNeeded: !active.privacy_notice,
    active,
    history: rows.map((row) => ({
      _id: row.id,
      purpose: row.purpose,
      noticeVersion: row.noticeVersion,
      noticeLanguage: readLanguage(row.noticeLanguage),
      givenAt: row.givenAt.toISOString(),
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Gives or withdraws one consent, in one step either way (DPDP: withdrawing must be as easy as
 * giving). The resume database consent also moves the profile's visibility, which is what
 * employers' search reads.
 */
export async function setConsent(db: Db, user: User, body: ConsentBody): Promise<ConsentsResponse> {
  if (body.purpose === 'privacy_notice' && !body.given)
    throw new AppError('VALIDATION', PRIVACY_MESSAGES.noticeCannotBeWithdrawn);
  // Under-18s: never in the resume database, never marketing email (DPDP section 9).
  if (body.given && body.purpose !== 'privacy_notice' && user.role === 'candidate') {
    if (isMinor(await findProfileRow(db, user._id)))
      throw new AppError(
        'FORBIDDEN',
        body.purpose === 'resume_database'
          ? MINOR_MESSAGES.noResumeDatabase
          : MINOR_MESSAGES.noMarketing,
      );
  }
  await withTransaction(db, async (tx) => {
    // One change at a time per person, so two quick clicks cannot leave two open consents.
    await repo.lockUser(tx, user._id);
    await repo.withdrawConsents(tx, user._id, body.purpose);
    if (body.given) {
      const noticeLanguage = body.noticeLanguage ?? 'en';
      await repo.insertConsent(tx, {
        userId: user._id,
        purpose: body.purpose,
        noticeLanguage,
        noticeVersion: NOTICE_VERSIONS[noticeLanguage],
      });
    }
    if (body.purpose === 'resume_database' && user.role === 'candidate')
      await repo.setResumeDatabaseVisibility(tx, user._id, body.given);
  });
  return getConsents(db, user._id);
}

// Data export ---------------------------------------------------------------------------------

const EXPORT_LEASE_MS = 5 * 60_000;
const EXPORT_MAX_ATTEMPTS = 3;

function toDataExport(row: DataExportRow): DataExport {
  const ready = row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() > Date.now();
  return {
    _id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: ready ? `/api/users/data-exports/${row.id}/archive` : null,
  };
}

export async function requestExport(db: Db, userId: string): Promise<DataExport> {
  return withTransaction(db, async (tx) => {
    await repo.lockUser(tx, userId);
    if (await repo.findOpenExport(tx, userId))
      throw new AppError('CONFLICT', PRIVACY_MESSAGES.exportPending);
    return toDataExport(await repo.insertExport(tx, userId));
  });
}

export async function listExports(db: Db, userId: string): Promise<DataExport[]> {
  return (await repo.listExports(db, userId)).map(toDataExport);
}

export async function openExportArchive(
  db: Db,
  storage: FileStorage,
  userId: string,
  exportId: string,
): Promise<{ stream: Readable; fileName: string }> {
  const row = await repo.findExport(db, userId, exportId);
  if (!row) throw new AppError('NOT_FOUND', PRIVACY_MESSAGES.exportNotFound);
  const link = toDataExport(row);
  if (!link.downloadUrl || !row.storageKey)
    throw new AppError('CONFLICT', PRIVACY_MESSAGES.exportNotReady);
  const stream = await storage.open(row.storageKey);
  if (!stream) throw new AppError('NOT_FOUND', PRIVACY_MESSAGES.exportNotFound);
  const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
  return { stream, fileName: `shuruaat-data-${day}.tar.gz` };
}

async function buildArchive(db: Db, storage: FileStorage, user: User): Promise<Buffer> {
  const data = await users.collectPersonalData(db, { id: user._id, email: user.email });
  const entries: ArchiveEntry[] = [
    { name: 'README.txt', data: Buffer.from(users.describeArchive(), 'utf8') },
    ...data.json.map(({ name, value }) => ({
      name,
      data: Buffer.from(`${JSON.stringify(value ?? null, null, 2)}\n`, 'utf8'),
    })),
  ];
  for (const { name, storageKey } of data.files) {
    const stream = await storage.open(storageKey);
    if (!stream) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    entries.push({ name, data: Buffer.concat(chunks) });
  }
  return tarGz(entries);
}

/**
 * Builds pending exports, one claim at a time; returns how many it finished. Runs on a timer
 * in every instance (the claim keeps them apart) and directly from tests.
 */
export async function buildDueExports(db: Db, storage: FileStorage, limit = 5): Promise<number> {
  let done = 0;
  for (let i = 0; i < limit; i += 1) {
    const claimed = await withTransaction(db, (tx) =>
      repo.claimExport(tx, EXPORT_LEASE_MS, EXPORT_MAX_ATTEMPTS),
    );
    if (!claimed) break;
    const user = await users.findUserById(db, claimed.userId);
    if (!user) continue;
    const archive = await buildArchive(db, storage, user);
    const storageKey = `exports/${claimed.userId}/${claimed.id}.tar.gz`;
    await storage.put(storageKey, archive);
    await withTransaction(db, async (tx) => {
      await repo.markExportReady(tx, claimed.id, {
        storageKey,
        sizeBytes: archive.length,
        expiresAt: new Date(Date.now() + DATA_EXPORT_TTL_DAYS * 24 * 60 * 60_000),
      });
      await queueExportReadyEmail(tx, user);
    });
    done += 1;
  }
  await removeExpiredExports(db, storage);
  return done;
}

/** The export email's words in each language; it goes in the language the account reads in. */
const exportWords = createTranslators({ en, hi });

async function queueExportReadyEmail(tx: Tx, user: User): Promise<void> {
  const language = await users.languageOf(tx, user._id);
  const t = exportWords[language];
  await enqueueMail(tx, {
    to: user.email,
    userId: user._id,
    kind: 'data_export_ready',
    subject: t('privacy.export.subject'),
    ...composeEmail({
      language,
      greeting: t('privacy.greeting', { name: user.profile.displayName }),
      paragraphs: [t('privacy.export.ready')],
      action: {
        label: t('privacy.export.action'),
        url: siteUrl(`${dashboardPathFor(user.role)}/privacy`),
      },
      after: [t('privacy.export.after', { days: DATA_EXPORT_TTL_DAYS })],
    }),
  });
}

async function removeExpiredExports(db: Db, storage: FileStorage): Promise<void> {
  const expired = await repo.findExpiredExports(db, 50);
  for (const row of expired) if (row.storageKey) await storage.remove(row.storageKey);
  await repo.deleteExports(
    db,
    expired.map((row) => row.id),
  );
}

// Self-deletion -------------------------------------------------------------------------------

/**
 * The account's own deletion: the same erasure an admin's uses, after the password proves the
 * person at the keyboard is the owner. Files go after the commit, as they cannot roll back.
 */
export async function deleteOwnAccount(
  db: Db,
  storage: FileStorage,
  user: User,
  body: DeleteAccountBody,
  onFileError: (error: unknown) => void,
): Promise<void> {
  // The admin console's deletion keeps at least one admin; a self-service one would not.
  if (user.role === 'admin') throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.adminSelfDeletion);
  // The password, or for an account made through Google a fresh Google check (used once).
  if (body.password === undefined) {
    if (!(await users.consumeRecentGoogleCheck(db, user._id)))
      throw new AppError('VALIDATION', PRIVACY_MESSAGES.confirmFirst);
  } else if (!(await users.passwordMatches(db, user._id, body.password))) {
    throw new AppError('VALIDATION', PRIVACY_MESSAGES.wrongPassword);
  }
  const erased = await withTransaction(db, async (tx) => {
    const result = await users.eraseAccount(tx, user._id, { reason: 'self' });
    // An employer's listings close with the account: their applicants hear it, not silence.
    for (const jobId of result.closedJobIds) await answerClosedListing(tx, jobId, 'listing_closed');
    return result;
  });
  await users.removeErasedFiles(storage, erased.fileKeys).catch(onFileError);
}
