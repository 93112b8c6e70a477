import {
  SAVED_JOB_MESSAGES,
  SAVED_JOBS_LIMIT,
  type SavedJobState,
  type SavedJobsResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { findListedJob } from '../jobs/jobs.service';
import { toSavedJob } from './saved-job-presenter';
import * as repo from './saved-jobs.repository';

const JOB_NOT_FOUND = 'Job not found';

/**
 * Saves a listing the candidate can see. Saving one already saved answers the same, so a double
 * click or a retried request is harmless.
 */
export async function saveJob(db: Db, caller: User, jobId: string): Promise<SavedJobState> {
  const found = await findListedJob(db, jobId);
  if (!found || found.job.status === 'draft') throw notFound(JOB_NOT_FOUND);
  const state = { jobId: found.job.id, isSaved: true, message: SAVED_JOB_MESSAGES.saved };
  if (await repo.isSaved(db, caller._id, found.job.id)) return state;
  if ((await repo.countSavedJobs(db, caller._id)) >= SAVED_JOBS_LIMIT) {
    throw new AppError('CONFLICT', SAVED_JOB_MESSAGES.full);
  }
  await repo.insertSavedJob(db, caller._id, found.job.id);
  return state;
}

/** Removes the caller's own save only (the key includes them); removing twice is no error. */
export async function unsaveJob(db: Db, caller: User, jobId: string): Promise<SavedJobState> {
  // By id alone: a listing since closed or deleted by its employer can still be taken off.
  if (!isUuid(jobId)) throw notFound(JOB_NOT_FOUND);
  await repo.deleteSavedJob(db, caller._id, jobId);
  return { jobId, isSaved: false, message: SAVED_JOB_MESSAGES.removed };
}

export function findSavedJobIds(db: Db, caller: User): Promise<string[]> {
  return repo.findSavedJobIds(db, caller._id);
}

export async function findSavedJobs(
  db: Db,
  caller: User,
  request: { limit: number; cursor?: string | undefined },
): Promise<SavedJobsResponse> {
  const rows = await repo.findSavedJobs(db, caller._id, {
    limit: request.limit,
    cursor: decodeCursor(request.cursor),
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.savedAt, id: row.job.id })),
    request.limit,
  );
  return { savedJobs: page.rows.map(toSavedJob), nextCursor: page.nextCursor };
}
