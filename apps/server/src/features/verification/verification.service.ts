import {
  ADMIN_MESSAGES,
  type AdminVerificationsResponse,
  type DecisionBody,
  type MyVerificationResponse,
  type User,
  type Verification,
  type VerificationRequestBody,
  type VerificationStatus,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { EmployerVerificationRow } from '../../db/schema/employer-verifications';
import type { Tx } from '../../db/transaction';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { createTranslators } from '../../lib/translator';
import { recordAdminAction } from '../audit/audit.service';
import { findCompanyOfOwner, getEmployerId } from '../companies/companies.service';
import { notify, noticesForBell, wordsFrom } from '../notifications/notifications.service';
import en from './locales/notices/en.json';
import hi from './locales/notices/hi.json';
import * as repo from './verification.repository';

const EMPLOYER_PAGE = '/employer/dashboard/verification';

// The employer's notices, in the language saved on their account (decision 032). Their own
// catalogue part (`locales/notices`): the audit log's action names already take `verification.`.
const noticeWords = createTranslators({ en, hi });
const NOTICE_IDS = {
  approved: ['verification-notices.approved.title', 'verification-notices.approved.body'],
  rejected: ['verification-notices.rejected.title', 'verification-notices.rejected.body'],
  revoked: ['verification-notices.revoked.title', 'verification-notices.revoked.body'],
} as const;

export function toVerification(row: EmployerVerificationRow): Verification {
  return {
    _id: row.id,
    status: row.status,
    evidenceType: row.evidenceType,
    evidence: row.evidence,
    note: row.note,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function hostOf(website: string): string | undefined {
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

/**
 * Whether a website belongs to the email's domain: the same host, or one a subdomain of the
 * other (careers.acme.in for hr@acme.in, acme.in for hr@mail.acme.in). A free-mail address
 * matches no company website, so such employers give a GSTIN or CIN instead.
 */
export function websiteMatchesEmail(website: string, email: string): boolean {
  const host = hostOf(website);
  const domain = email.split('@')[1]?.toLowerCase();
  if (!host || !domain) return false;
  return host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`);
}

export async function getMyVerification(db: Db, caller: User): Promise<MyVerificationResponse> {
  const company = await findCompanyOfOwner(db, caller._id);
  if (!company) return { verified: false, request: null };
  const latest = await repo.latestOfCompany(db, company.id);
  return { verified: company.verified, request: latest ? toVerification(latest) : null };
}

/** The evidence as stored (identifiers in capitals) and, for a website, whether it is the email's. */
export function checkedEvidence(caller: User, body: VerificationRequestBody) {
  const evidence =
    body.evidenceType === 'website' ? body.evidence.trim() : body.evidence.trim().toUpperCase();
  const domainMatches =
    body.evidenceType === 'website' ? websiteMatchesEmail(evidence, caller.email) : null;
  if (domainMatches === false)
    throw new AppError('VALIDATION', ADMIN_MESSAGES.websiteDomain, [
      { path: 'evidence', message: ADMIN_MESSAGES.websiteDomain },
    ]);
  return { evidenceType: body.evidenceType, evidence, domainMatches };
}

export async function requestVerification(
  db: Db,
  caller: User,
  body: VerificationRequestBody & { note: string },
): Promise<Verification> {
  const { evidence, domainMatches } = checkedEvidence(caller, body);
  return withTransaction(db, async (tx) => {
    const company = await repo.lockCompanyOfOwner(tx, caller._id);
    if (!company?.name.trim())
      throw new AppError('VALIDATION', ADMIN_MESSAGES.needCompanyName, [
        { path: 'profile.companyName', message: ADMIN_MESSAGES.needCompanyName },
      ]);
    if (company.verified) throw new AppError('CONFLICT', ADMIN_MESSAGES.alreadyVerified);
    const row = await repo.insertVerification(tx, {
      companyId: company.id,
      employerId: caller._id,
      evidenceType: body.evidenceType,
      evidence,
      note: body.note,
      domainMatches,
    });
    if (!row) throw new AppError('CONFLICT', ADMIN_MESSAGES.verificationPending);
    return toVerification(row);
  });
}

export async function listQueue(
  db: Db,
  query: { status: VerificationStatus; limit: number; cursor?: string | undefined },
): Promise<AdminVerificationsResponse> {
  const rows = await repo.findQueue(db, query.status, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.verification.createdAt, id: row.verification.id })),
    query.limit,
  );
  return {
    verifications: page.rows.map(({ verification, company, employer }) => ({
      ...toVerification(verification),
      company: { _id: company.id, name: company.name, website: company.website },
      employer: { _id: employer.id, email: employer.email, displayName: employer.displayName },
      domainMatches: verification.domainMatches,
    })),
    nextCursor: page.nextCursor,
  };
}

async function tellEmployer(
  tx: Tx,
  userId: string,
  outcome: keyof typeof NOTICE_IDS,
  reason: string,
) {
  const [title, body] = NOTICE_IDS[outcome];
  const wordsIn = wordsFrom(noticeWords, title, body, { reason });
  await notify(tx, await noticesForBell(tx, [{ userId, link: EMPLOYER_PAGE, wordsIn }]));
}

/** Approves or rejects a pending request; the badge, the notice and the audit row go together. */
export async function decideVerification(
  db: Db,
  caller: User,
  id: string,
  body: DecisionBody & { reason: string },
): Promise<string> {
  if (body.decision === 'reject' && !body.reason)
    throw new AppError('VALIDATION', 'Give the employer a reason for the rejection', [
      { path: 'reason', message: 'Give a reason' },
    ]);
  return withTransaction(db, async (tx) => {
    const request = isUuid(id) ? await repo.lockVerification(tx, id) : undefined;
    if (!request) throw notFound('Verification request not found');
    if (request.status !== 'pending')
      throw new AppError('CONFLICT', ADMIN_MESSAGES.verificationNotPending);
    await repo.lockCompany(tx, request.companyId);
    const approved = body.decision === 'approve';
    await repo.decide(tx, request.id, {
      status: approved ? 'approved' : 'rejected',
      reason: body.reason,
      decidedBy: caller._id,
    });
    if (approved) await repo.setCompanyVerified(tx, request.companyId, true);
    await tellEmployer(tx, request.employerId, approved ? 'approved' : 'rejected', body.reason);
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: approved ? 'verification.approve' : 'verification.reject',
      targetType: 'company',
      targetId: request.companyId,
      before: { status: 'pending', verified: false },
      after: {
        status: approved ? 'approved' : 'rejected',
        verified: approved,
        request: request.id,
        ...(body.reason ? { reason: body.reason } : {}),
      },
    });
    return approved ? ADMIN_MESSAGES.verificationApproved : ADMIN_MESSAGES.verificationRejected;
  });
}

export async function revokeVerification(
  db: Db,
  caller: User,
  employerIdParam: string,
  reason: string,
): Promise<string> {
  const employerId = await getEmployerId(db, employerIdParam);
  return withTransaction(db, async (tx) => {
    const company = await repo.lockCompanyOfOwner(tx, employerId);
    if (!company?.verified) throw new AppError('CONFLICT', ADMIN_MESSAGES.notVerified);
    const approved = await repo.findApproved(tx, company.id);
    if (approved)
      await repo.decide(tx, approved.id, { status: 'revoked', reason, decidedBy: caller._id });
    await repo.setCompanyVerified(tx, company.id, false);
    await tellEmployer(tx, employerId, 'revoked', reason);
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: 'verification.revoke',
      targetType: 'company',
      targetId: company.id,
      before: { verified: true },
      after: { verified: false, reason },
    });
    return ADMIN_MESSAGES.verificationRevoked;
  });
}
