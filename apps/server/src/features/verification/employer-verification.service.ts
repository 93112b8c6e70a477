import {
  ADMIN_MESSAGES,
  type User,
  type Verification,
  type VerificationRequestBody,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './verification.repository';
import { checkedEvidence, toVerification } from './verification.service';

/**
 * The employer's own pending request, locked: the same row lock an admin's decision takes, so a
 * correction or withdrawal and a decision happen one after the other, never half of each.
 */
async function lockOwnPending(tx: Tx, caller: User) {
  const company = await repo.lockCompanyOfOwner(tx, caller._id);
  const pending = company ? await repo.lockPendingOfCompany(tx, company.id) : undefined;
  if (pending) return pending;
  const latest = company ? await repo.latestOfCompany(tx, company.id) : undefined;
  // A request that was decided (or taken back) is history: it cannot change any more.
  if (latest) throw new AppError('CONFLICT', ADMIN_MESSAGES.verificationNotPending);
  throw notFound(ADMIN_MESSAGES.noVerificationRequest);
}

/** Takes a pending request back; the employer may send a new one at once. */
export function withdrawVerification(db: Db, caller: User): Promise<Verification> {
  return withTransaction(db, async (tx) => {
    const pending = await lockOwnPending(tx, caller);
    const row = await repo.updateVerification(tx, pending.id, {
      status: 'withdrawn',
      decidedAt: new Date(),
      decidedBy: caller._id,
    });
    return toVerification(row);
  });
}

/** Fixes a pending request's evidence or note; it keeps its date, so its place in the queue. */
export function correctVerification(
  db: Db,
  caller: User,
  body: VerificationRequestBody & { note: string },
): Promise<Verification> {
  const checked = checkedEvidence(caller, body);
  return withTransaction(db, async (tx) => {
    const pending = await lockOwnPending(tx, caller);
    const row = await repo.updateVerification(tx, pending.id, { ...checked, note: body.note });
    return toVerification(row);
  });
}
