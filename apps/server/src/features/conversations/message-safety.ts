import {
  MESSAGING_SUSPENSION_THRESHOLD,
  SCREENING_FLAG_CODES,
  SCAM_WARNING_MESSAGES,
  type MessageWarning,
  type MessagingSuspension,
  type ScamFlagCode,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { MessageRow, StoredFlag } from '../../db/schema/conversations';
import { withTransaction } from '../../db/transaction';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { recordAdminAction } from '../audit/audit.service';
import { flagsOfMessage } from '../screening/screening.service';
import * as repo from './message-safety.repository';

/**
 * Warnings in the moment (issue 27, decision 037): every message an employer writes to a
 * candidate is screened as it is sent; a flagged one carries its flags, the candidate sees a
 * warning on it, and too many flagged messages pause the employer's messaging until an admin
 * looks. The employer is never shown the flags: quoting which words tripped the rules would teach
 * a fraudster how to write around them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const isScamCode = (code: string): code is ScamFlagCode =>
  (SCREENING_FLAG_CODES as readonly string[]).includes(code);

/** The flags to store on an employer's message; candidates' replies are not screened. */
export function flagsToStore(body: string, fromEmployer: boolean): StoredFlag[] {
  if (!fromEmployer || !body) return [];
  return flagsOfMessage(body).map(({ code, evidence }) => ({ code, evidence }));
}

/** What the viewer sees of a message's flags: the candidate a warning, the employer nothing. */
export function warningFor(
  row: MessageRow,
  viewerIsEmployer: boolean,
  isReported: boolean,
): MessageWarning | null {
  if (viewerIsEmployer || !row.fromEmployer || row.screeningFlags.length === 0) return null;
  const flags = row.screeningFlags.flatMap((flag) =>
    isScamCode(flag.code) ? [{ code: flag.code, evidence: flag.evidence }] : [],
  );
  return flags.length > 0 ? { flags, reported: isReported } : null;
}

export async function isMessagingSuspended(db: Db, employerId: string): Promise<boolean> {
  return (await repo.findActiveSuspension(db, employerId)) !== undefined;
}

export async function assertMayMessage(db: Db, employerId: string): Promise<void> {
  if (await isMessagingSuspended(db, employerId)) throw forbidden(SCAM_WARNING_MESSAGES.suspended);
}

/**
 * Called in the transaction that stored a flagged message: counts the sender's flagged messages
 * in the window (only those after an admin last lifted a pause, so a lift is a fresh start) and
 * pauses their messaging once the count reaches the threshold.
 */
export async function suspendIfRepeated(tx: Db, employerId: string, now = new Date()) {
  const { flaggedMessages, days } = MESSAGING_SUSPENSION_THRESHOLD;
  const windowStart = new Date(now.getTime() - days * DAY_MS);
  const lastLift = await repo.findLastLift(tx, employerId);
  const since = lastLift && lastLift > windowStart ? lastLift : windowStart;
  const flagged = await repo.findFlaggedSince(tx, employerId, since);
  if (flagged.length < flaggedMessages) return;
  await repo.insertSuspension(tx, {
    employerId,
    flaggedCount: flagged.length,
    messageIds: flagged.map((row) => row.id),
  });
}

/**
 * An admin turns an employer's messaging off (the fraud view's "Suspend employer"), in the
 * caller's transaction, with the row the automatic pause writes: every sending path already
 * honours it and lifting works the same. It records the flagged messages of the window, however
 * few. False when a pause was already in force (nothing written).
 */
export async function pauseMessaging(tx: Db, employerId: string, now = new Date()) {
  if (await repo.findActiveSuspension(tx, employerId)) return false;
  const windowStart = new Date(now.getTime() - MESSAGING_SUSPENSION_THRESHOLD.days * DAY_MS);
  const flagged = await repo.findFlaggedSince(tx, employerId, windowStart);
  return repo.insertSuspension(tx, {
    employerId,
    flaggedCount: flagged.length,
    messageIds: flagged.map((row) => row.id),
  });
}

export async function listSuspensions(db: Db): Promise<{ suspensions: MessagingSuspension[] }> {
  const rows = await repo.findActiveSuspensions(db);
  const ids = rows.flatMap((row) => row.suspension.messageIds);
  const bodies = new Map((await repo.findMessagesByIds(db, ids)).map((m) => [m.id, m]));
  return {
    suspensions: rows.map(({ suspension, employerEmail, companyName }) => ({
      _id: suspension.id,
      employerId: suspension.employerId,
      employerEmail,
      companyName,
      flaggedCount: suspension.flaggedCount,
      messages: suspension.messageIds.flatMap((id) => {
        const found = bodies.get(id);
        if (!found) return [];
        const codes = found.screeningFlags.map((flag) => flag.code).filter(isScamCode);
        return [{ _id: id, body: found.body, codes, createdAt: found.createdAt.toISOString() }];
      }),
      createdAt: suspension.createdAt.toISOString(),
    })),
  };
}

/** An admin turns an employer's messaging back on; the lift and its note are audited. */
export async function liftSuspension(db: Db, caller: User, suspensionId: string, note: string) {
  await withTransaction(db, async (tx) => {
    const lifted = isUuid(suspensionId)
      ? await repo.liftSuspension(tx, suspensionId, { liftedBy: caller._id, liftNote: note })
      : undefined;
    if (!lifted) throw notFound(SCAM_WARNING_MESSAGES.suspensionNotFound);
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: 'messaging.lift_suspension',
      targetType: 'user',
      targetId: lifted.employerId,
      before: { suspended: true, since: lifted.createdAt, flaggedCount: lifted.flaggedCount },
      after: { suspended: false, note },
    });
  });
  return SCAM_WARNING_MESSAGES.suspensionLifted;
}

export const findReportedIds = repo.findReportedIds;
export const findSuspendedAmong = repo.findSuspendedAmong;
