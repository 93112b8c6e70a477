import { randomBytes } from 'node:crypto';
import {
  TYPING_ATTEMPT_MESSAGES as MESSAGES,
  type TypingRetest,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { TypingRetestRow } from '../../db/schema/typing-attempts';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { getManagedJob } from '../jobs/jobs.service';
import * as attempts from './typing-attempts.repository';
import * as repo from './typing.repository';

const retestPath = (token: string) => `/tools/typing-test/retest/${token}`;

async function toRetest(db: Db, row: TypingRetestRow, jobTitle: string): Promise<TypingRetest> {
  const preset = await repo.findPreset(db, row.presetId);
  return {
    token: row.token,
    path: retestPath(row.token),
    presetId: row.presetId,
    presetName: preset?.name ?? row.presetId,
    language: row.language,
    layout: row.layout,
    durationMinutes: row.durationMinutes,
    jobTitle,
    used: row.usedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An employer asks an applicant to take the attached test again: same preset, layout and
 * duration, on other passages. The link is a random token only the candidate it was sent to can
 * use, once; its result replaces the attached one and is marked as a retest.
 */
export async function createRetest(
  db: Db,
  caller: User,
  applicationId: string,
): Promise<TypingRetest> {
  const attached = isUuid(applicationId)
    ? await attempts.findAttachedResult(db, applicationId)
    : undefined;
  if (!attached) throw notFound(MESSAGES.noResultToRetest);
  await getManagedJob(db, attached.jobId, caller);
  const { result } = attached;
  if (!result.isExam) throw new AppError('VALIDATION', MESSAGES.noResultToRetest);
  const row = await attempts.insertRetest(db, {
    token: randomBytes(24).toString('base64url'),
    employerId: caller._id,
    applicationId,
    presetId: result.presetId,
    language: result.language,
    layout: result.layout,
    durationMinutes: result.durationMinutes,
    excludedPassageIds: result.passageIds,
  });
  if (!row) throw new AppError('CONFLICT', 'The retest link could not be made');
  return toRetest(db, row, attached.jobTitle);
}

/** A retest link as its candidate sees it before starting. */
export async function getRetest(db: Db, caller: User, token: string): Promise<TypingRetest> {
  const found = await attempts.findRetestByToken(db, token);
  if (!found) throw notFound(MESSAGES.retestNotFound);
  if (found.candidateId !== caller._id) throw notFound(MESSAGES.retestNotFound);
  return toRetest(db, found.retest, found.jobTitle);
}
