import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type ResumeAccessState, type User } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createTranslators } from '../../lib/translator';
import { recordAdminAction } from '../audit/audit.service';
import { notify, noticesForBell, wordsFrom } from '../notifications/notifications.service';
import * as repo from './companies.repository';
import en from './locales/en.json';
import hi from './locales/hi.json';

/** The employer's notice of an admin's answer, in their saved language (decision 032). */
const noticeWords = createTranslators({ en, hi });

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
      const [title, body] = resumeAccess
        ? ['companies.notice.accessGranted.title', 'companies.notice.accessGranted.body']
        : wasPending && !before?.resumeAccess
          ? ['companies.notice.requestRefused.title', 'companies.notice.noAccess.body']
          : ['companies.notice.accessWithdrawn.title', 'companies.notice.noAccess.body'];
      const wordsIn = wordsFrom(noticeWords, title, body);
      const notice = { userId: employerId, link: '/employer/dashboard/resume-database', wordsIn };
      await notify(tx, await noticesForBell(tx, [notice]));
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
