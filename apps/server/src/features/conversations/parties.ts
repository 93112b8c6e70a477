import { CONVERSATION_MESSAGES, SCAM_WARNING_MESSAGES, type User } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import * as repo from './conversations.repository';
import { isMessagingSuspended } from './message-safety';

export type Party = repo.Parties & { isEmployer: boolean; blocked: boolean };

/**
 * The application's two parties are its candidate and the owner of the job's company; anyone
 * else, admins included, is told there is no such conversation rather than that it is private.
 */
export async function getParty(
  db: Db,
  caller: Pick<User, '_id' | 'role'>,
  applicationId: string,
): Promise<Party> {
  const found = isUuid(applicationId) ? await repo.findParties(db, applicationId) : undefined;
  const isCandidate = found?.application.candidateId === caller._id && caller.role === 'candidate';
  const isEmployer = found?.company.ownerUserId === caller._id && caller.role === 'employer';
  if (!found || (!isCandidate && !isEmployer)) throw notFound(CONVERSATION_MESSAGES.notFound);
  if (isEmployer && found.application.status === 'removed') {
    throw notFound(CONVERSATION_MESSAGES.notFound);
  }
  const blocked = await repo.isBlocked(db, found.application.candidateId, found.company.id);
  return { ...found, isEmployer, blocked };
}

/** Why the caller may not write now, or null when they may. */
export async function cannotSendReason(db: Db, party: Party): Promise<string | null> {
  const status = party.application.status;
  if (status === 'withdrawn' || status === 'removed')
    return CONVERSATION_MESSAGES.applicationClosed;
  if (party.isEmployer) {
    if (await isMessagingSuspended(db, party.company.ownerUserId ?? '')) {
      return SCAM_WARNING_MESSAGES.suspended;
    }
    return party.blocked ? CONVERSATION_MESSAGES.blocked : null;
  }
  if (party.blocked) return CONVERSATION_MESSAGES.youBlocked;
  const opened = await repo.hasEmployerWritten(db, party.application.id);
  return opened ? null : CONVERSATION_MESSAGES.notOpened;
}

export async function assertMaySend(db: Db, party: Party): Promise<void> {
  const reason = await cannotSendReason(db, party);
  if (!reason) return;
  if (reason === CONVERSATION_MESSAGES.applicationClosed) throw new AppError('CONFLICT', reason);
  throw forbidden(reason);
}
