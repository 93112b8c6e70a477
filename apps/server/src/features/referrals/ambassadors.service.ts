import {
  AMBASSADOR_MESSAGES,
  type AdminAmbassadorListResponse,
  type AmbassadorApplication,
  type AmbassadorApplicationBody,
  type AmbassadorDecisionBody,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { toAmbassadorApplication } from './ambassador-presenter';
import * as repo from './ambassadors.repository';

export async function applyAsAmbassador(
  db: Db,
  userId: string,
  body: AmbassadorApplicationBody,
): Promise<AmbassadorApplication> {
  const row = await repo.insertApplication(db, { userId, ...body });
  if (!row) throw new AppError('CONFLICT', AMBASSADOR_MESSAGES.alreadyApplied);
  return toAmbassadorApplication(row);
}

export async function findMyApplication(
  db: Db,
  userId: string,
): Promise<AmbassadorApplication | null> {
  const row = await repo.findApplicationOfUser(db, userId);
  return row ? toAmbassadorApplication(row) : null;
}

export async function listApplications(
  db: Db,
  query: { status?: AmbassadorStatus | undefined; limit: number; cursor?: string | undefined },
): Promise<AdminAmbassadorListResponse> {
  const rows = await repo.findApplications(db, {
    status: query.status,
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const keyed = rows.map((row) => ({
    ...row,
    createdAt: row.application.createdAt,
    id: row.application.id,
  }));
  const page = pageOf(keyed, query.limit);
  return {
    items: page.rows.map((row) => ({
      ...toAmbassadorApplication(row.application),
      applicant: { _id: row.application.userId, displayName: row.displayName, email: row.email },
      referrals: Number(row.referrals),
    })),
    nextCursor: page.nextCursor,
  };
}

/** Approving makes the applicant's referrals count toward an ambassador tier. */
export async function decideApplication(
  db: Db,
  id: string,
  adminId: string,
  body: AmbassadorDecisionBody,
): Promise<AmbassadorApplication> {
  const row = isUuid(id)
    ? await repo.setStatus(db, id, { status: body.status, decidedBy: adminId })
    : undefined;
  if (!row) throw notFound(AMBASSADOR_MESSAGES.notFound);
  return toAmbassadorApplication(row);
}
