import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@shuruaat/contract';
import type { Tx } from '../../db/transaction';
import { accountErasures } from '../../db/schema/account-erasures';
import { ambassadorApplications } from '../../db/schema/ambassadors';
import { applications } from '../../db/schema/applications';
import { candidateProfiles, resumes, resumeViews } from '../../db/schema/candidates';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { notifications } from '../../db/schema/notifications';
import { oauthFlows, userIdentities } from '../../db/schema/oauth';
import {
  applicationPortfolioShares,
  portfolioProjects,
  portfolios,
} from '../../db/schema/portfolios';
import { consentRecords, dataExports } from '../../db/schema/privacy';
import { sessions } from '../../db/schema/sessions';
import { submissions } from '../../db/schema/submissions';
import { successStories } from '../../db/schema/success-stories';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';

/** Who ended the account: an admin, its owner, or a minor's guardian who did not agree. */
export type ErasureReason = 'admin' | 'self' | 'guardian';

export type ErasureResult = {
  /** The account's role before erasure. */
  role: string;
  /** Stored files to delete once the transaction has committed (see removeErasedFiles). */
  fileKeys: string[];
  /** Listings that were open and are now closed (employers only). */
  closedJobIds: string[];
};

/** The address an erased account keeps: unique, undeliverable (.invalid), and not the person's. */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@deleted.invalid`;
}

/**
 * Closes an account and erases its personal data, inside the caller's transaction (an admin's
 * deletion writes its audit row in the same one; the user's own deletion writes none).
 *
 * Erased: the profile, every resume row (files are returned for deletion after commit, since a
 * file cannot be rolled back), resume views, sessions, notifications, portfolio, success stories,
 * campus ambassador application, and the forms the person sent. The users row itself stays,
 * anonymised, because applications and audit rows point at it: its email becomes an address that
 * is not theirs (so the real one can register again), its name "Deleted account", its password
 * unusable.
 *
 * Kept: applications, for the employer's hiring records, shown with the candidate as "Deleted
 * account" and no resume; an employer's company and its listings, closed, because candidates'
 * applications refer to them. The company's contact email and phone are erased with the account.
 */
export async function eraseAccount(
  tx: Tx,
  userId: string,
  { reason }: { reason: ErasureReason },
): Promise<ErasureResult> {
  const [user] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

  const resumeRows = await tx
    .delete(resumes)
    .where(eq(resumes.candidateId, userId))
    .returning({ storageKey: resumes.storageKey });
  await tx.delete(resumeViews).where(eq(resumeViews.candidateId, userId));
  await tx.delete(candidateProfiles).where(eq(candidateProfiles.userId, userId));
  await tx
    .delete(applicationPortfolioShares)
    .where(
      inArray(
        applicationPortfolioShares.applicationId,
        tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.candidateId, userId)),
      ),
    );
  await tx.delete(portfolioProjects).where(eq(portfolioProjects.userId, userId));
  await tx.delete(portfolios).where(eq(portfolios.userId, userId));
  await tx.delete(successStories).where(eq(successStories.userId, userId));
  await tx.delete(ambassadorApplications).where(eq(ambassadorApplications.userId, userId));
  await tx.delete(submissions).where(eq(submissions.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  // The Google account may sign up afresh; it no longer leads here.
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await tx.delete(oauthFlows).where(eq(oauthFlows.userId, userId));

  let closedJobIds: string[] = [];
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, userId));
  if (company) {
    const closed = await tx
      .update(jobs)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(and(eq(jobs.companyId, company.id), ne(jobs.status, 'closed')))
      .returning({ id: jobs.id });
    closedJobIds = closed.map((row) => row.id);
    // Nobody answers for the company any more: no owner, no contact, no badge, no resume access.
    await tx
      .update(companies)
      .set({
        ownerUserId: null,
        contactEmail: '',
        contactPhone: '',
        verified: false,
        resumeAccess: false,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, company.id));
  }

  // Prepared data exports are copies of everything above; the consent history stays, closed,
  // as the record that consent was given and when it ended.
  const exportRows = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ storageKey: dataExports.storageKey });
  await tx
    .update(consentRecords)
    .set({ withdrawnAt: sql`now()` })
    .where(and(eq(consentRecords.userId, userId), isNull(consentRecords.withdrawnAt)));

  await tx
    .update(users)
    .set({
      email: erasedEmail(userId),
      // Not a hash any password can match: the account can never be signed in to again.
      passwordHash: '!erased',
      displayName: ADMIN_MESSAGES.deletedAccountName,
      photoUrl: null,
      referralCode: null,
      lastSignInAt: null,
      deletedAt: sql`now()`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await tx.insert(accountErasures).values({ userId, reason, role: user.role });

  return {
    role: user.role,
    fileKeys: [
      ...resumeRows.map((row) => row.storageKey),
      ...exportRows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
    ],
    closedJobIds,
  };
}

/**
 * Deletes an erased account's files; call after the erasure committed. A failure here leaves an
 * orphan file that nothing points at any more; it is logged by the caller rather than undoing an
 * erasure that has already happened.
 */
export async function removeErasedFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove(key);
}
