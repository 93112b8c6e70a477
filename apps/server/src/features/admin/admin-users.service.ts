import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUsersResponse,
  type Role,
  type User,
} from '@shuruaat/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import type { FileStorage } from '../../storage/file-storage';
import { answerClosedListing } from '../applications/applications.service';
import { recordAdminAction } from '../audit/audit.service';
import { eraseAccount, removeErasedFiles } from '../users/users.service';
import * as repo from './admin-users.repository';

function toAdminUser(row: repo.AdminUserRow): AdminUser {
  return {
    _id: row.id,
    role: row.role,
    email: row.email,
    displayName: row.displayName,
    status: row.deletedAt ? 'deleted' : 'active',
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    applicationCount: row.applicationCount,
    jobCount: row.companyId ? row.jobCount : 0,
    company: row.companyId
      ? {
          _id: row.companyId,
          name: row.companyName ?? '',
          verified: row.verified ?? false,
          resumeAccess: row.resumeAccess ?? false,
          resumeAccessRequested: row.resumeAccessRequestedAt !== null,
        }
      : null,
  };
}

export async function listUsers(
  db: Db,
  query: repo.UserFilter & { limit: number; cursor?: string | undefined },
): Promise<AdminUsersResponse> {
  const cursor = decodeCursor(query.cursor);
  const rows = await repo.findUsers(
    db,
    { q: query.q || undefined, role: query.role, status: query.status },
    { limit: query.limit, cursor },
  );
  const page = pageOf(
    // Drivers differ in how a computed timestamp arrives (Date or text); the cursor needs a Date.
    rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdMs),
      realCreatedAt: row.createdAt,
    })),
    query.limit,
  );
  return {
    users: page.rows.map((row) => toAdminUser({ ...row, createdAt: row.realCreatedAt })),
    nextCursor: page.nextCursor,
  };
}

async function lockTarget(tx: Parameters<typeof repo.lockUser>[0], id: string) {
  const user = isUuid(id) ? await repo.lockUser(tx, id) : undefined;
  if (!user) throw notFound(ADMIN_MESSAGES.userNotFound);
  return user;
}

/**
 * Changes a role and ends the user's sessions in one transaction, so no session outlives the role
 * it was opened under (the next request signs them in afresh with the new menus and rights).
 */
export async function updateRole(
  db: Db,
  caller: User,
  userId: string,
  role: Role,
): Promise<{ _id: string; role: Role }> {
  if (userId === caller._id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.ownRole);
  return withTransaction(db, async (tx) => {
    const user = await lockTarget(tx, userId);
    if (user.role === role) return { _id: user.id, role };
    if (user.role === 'admin' && (await repo.lockOtherAdmins(tx, user.id)) === 0)
      throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
    await repo.setRole(tx, user.id, role);
    await repo.endSessions(tx, user.id);
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: 'user.role_change',
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return { _id: user.id, role };
  });
}

/**
 * Closes the account and erases its personal data (account-erasure.ts) with the audit row in the
 * same transaction; the resume files go once that has committed.
 */
export async function deleteUser(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  caller: User,
  userId: string,
): Promise<string> {
  if (userId === caller._id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.deleteSelf);
  const erased = await withTransaction(db, async (tx) => {
    const user = await lockTarget(tx, userId);
    if (user.role === 'admin' && (await repo.lockOtherAdmins(tx, user.id)) === 0)
      throw new AppError('CONFLICT', ADMIN_MESSAGES.lastAdmin);
    const result = await eraseAccount(tx, user.id, { reason: 'admin' });
    for (const jobId of result.closedJobIds)
      await answerClosedListing(tx, jobId, 'listing_removed');
    // No name or email in the log: it must not keep what the erasure removed.
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: 'user.delete',
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role, status: 'active', createdAt: user.createdAt.toISOString() },
      after: { status: 'deleted', closedJobs: result.closedJobIds.length },
    });
    return result;
  });
  await removeErasedFiles(storage, erased.fileKeys).catch((error: unknown) =>
    log.error({ err: error, userId }, 'erased account: files not removed'),
  );
  return userId;
}
