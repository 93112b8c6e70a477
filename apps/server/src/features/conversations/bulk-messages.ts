import {
  countOf,
  PIPELINE_MESSAGES,
  type BulkMessageResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { getManagedJob } from '../jobs/jobs.service';
import * as repo from './conversations.repository';
import { deliver, sendEmployerMessage } from './conversations.service';
import type { LiveHub } from './live-hub';
import { assertMayMessage } from './message-safety';

/**
 * Writes one message to each chosen applicant of the job, on their own conversation. Each is
 * its own write: one candidate who turned messages off or withdrew does not stop the rest, and
 * the answer says who was skipped and why. Each message is delivered live once it is saved.
 */
export async function bulkMessageApplicants(
  db: Db,
  live: LiveHub,
  caller: User,
  jobId: string,
  userIds: string[],
  body: string,
): Promise<BulkMessageResponse> {
  const { job } = await getManagedJob(db, jobId, caller);
  // A paused employer is told why once (403), not once per applicant in the answer.
  await assertMayMessage(db, caller._id);
  const wanted = [...new Set(userIds)];
  const ids = wanted.filter(isUuid);
  const rows = ids.length > 0 ? await repo.findApplicationsOfCandidates(db, job.id, ids) : [];
  const byCandidate = new Map(rows.map((row) => [row.candidateId, row]));
  const sent: string[] = [];
  const skipped: BulkMessageResponse['skipped'] = [];
  for (const userId of wanted) {
    const application = byCandidate.get(userId);
    if (!application || application.status === 'removed') {
      skipped.push({ userId, reason: PIPELINE_MESSAGES.notAnApplicant });
      continue;
    }
    try {
      const input = { employerId: caller._id, applicationId: application.id, body };
      deliver(live, await sendEmployerMessage(db, input));
      sent.push(userId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ userId, reason: error.message });
    }
  }
  const message = `Message sent to ${countOf(sent.length, 'applicant')}.`;
  return { message, sent, skipped };
}
