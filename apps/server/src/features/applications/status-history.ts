import type { ApplicationStatus, RejectionReason } from '@shuruaat/contract';
import type { Tx } from '../../db/transaction';
import * as repo from './applications.repository';

/**
 * Sets the status of the applications and notes the change on each one's timeline. It takes a
 * transaction, not a database, so a status can never change without its timeline entry.
 */
export async function recordStatus(
  tx: Tx,
  applicationIds: string[],
  status: ApplicationStatus,
  actorUserId: string,
  reason?: RejectionReason,
): Promise<void> {
  await repo.updateStatus(tx, applicationIds, status, reason);
  // The event's time comes from the database clock, finer than a Date, to keep quick changes in order.
  await repo.insertEvents(
    tx,
    applicationIds.map((applicationId) => ({ applicationId, status, actorUserId })),
  );
}
