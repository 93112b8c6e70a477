import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ResumeAccessState, type User } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { recordAdminAction } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './companies.repository';

function stateOf(row: { resumeAccess: boolean; resumeAccessRequestedAt: Date | null } | undefined) {
  return {
    resumeAccess: row?.resumeAccess ?? false,
    requestedAt: row?.resumeAccessRequestedAt?.toISOString() ?? null,
  };
}

export async function getResumeAccessState(db: Db, caller: User): Promise<ResumeAccessState> {
  return stateOf(await repo.findCompanyByOwner(db, caller._id));
}

/** An employer asks; the request waits on their company row until an admin grants or refuses. */
export async function requestResumeAccess(
  db: Db,
  caller: User,
  note: string,
): Promise<ResumeAccessState> {
  return withTransaction(db, async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.ownerUserId, caller._id))
      .for('update');
    if (!company?.name.trim())
      throw new AppError('VALIDATION', ADMIN_MESSAGES.needCompanyName, [
        { path: 'profile.companyName', message: ADMIN_MESSAGES.needCompanyName },
      ]);
    if (company.resumeAccess) throw new AppError('CONFLICT', ADMIN_MESSAGES.accessAlreadyGranted);
    if (company.resumeAccessRequestedAt)
      throw new AppError('CONFLICT', ADMIN_MESSAGES.accessPending);
    const [updated] = await tx
      .update(companies)
      .set({ resumeAccessRequestedAt: new Date(), resumeAccessNote: note })
      .where(eq(companies.id, company.id))
      .returning();
    return stateOf(updated);
  });
}

/**
 * Grants or withdraws access (withdrawing a pending request refuses it). The employer is told,
 * and the audit row commits with the change.
 */
export async function decideResumeAccess(
  db: Db,
  caller: User,
  employerId: string,
  resumeAccess: boolean,
): Promise<string> {
  return withTransaction(db, async (tx) => {
    const before = await repo.findCompanyByOwner(tx, employerId);
    const wasPending = Boolean(before?.resumeAccessRequestedAt);
    await repo.upsertOwnedCompany(tx, employerId, {
      resumeAccess,
      resumeAccessRequestedAt: null,
    });
    const changed = (before?.resumeAccess ?? false) !== resumeAccess || wasPending;
    if (changed) {
      await notify(tx, [
        {
          userId: employerId,
          title: resumeAccess
            ? 'Resume database access granted'
            : wasPending && !before?.resumeAccess
              ? 'Resume database request not approved'
              : 'Resume database access withdrawn',
          body: resumeAccess
            ? 'You can now search candidates who chose to be found by employers.'
            : 'Write to us if you think this is a mistake; you can ask again later.',
          link: '/employer/dashboard/resume-database',
        },
      ]);
      await recordAdminAction(tx, {
        actorId: caller._id,
        action: resumeAccess ? 'resume_access.grant' : 'resume_access.revoke',
        targetType: 'user',
        targetId: employerId,
        before: { resumeAccess: before?.resumeAccess ?? false, requested: wasPending },
        after: { resumeAccess, requested: false },
      });
    }
    return resumeAccess ? ADMIN_MESSAGES.accessGranted : ADMIN_MESSAGES.accessRevoked;
  });
}
