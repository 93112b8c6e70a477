import { DECISION_REASON_LABELS, type ListingClosedReason } from '@shuruaat/contract';
import type { Tx } from '../../db/transaction';
import { findListedJob } from '../jobs/jobs.service';
import { emailStatusChanges } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './applications.repository';

const MY_APPLICATIONS = '/user/dashboard/applications';

/**
 * A closed listing answers everyone still waiting on it: not selected, with the reason (the
 * employer closed it, or Shuruaat did), a timeline entry with no actor (the platform noted it;
 * it is no employer decision and does not count in the response rate), the bell and an email.
 */
export async function answerClosedListing(
  tx: Tx,
  jobId: string,
  reason: ListingClosedReason,
): Promise<number> {
  const found = await findListedJob(tx, jobId);
  if (!found) return 0;
  const answered = await repo.closeOpenApplications(tx, jobId, reason);
  if (answered.length === 0) return 0;
  await repo.insertEvents(
    tx,
    answered.map((a) => ({ applicationId: a.id, status: 'rejected' as const })),
  );
  const role = `${found.job.title} at ${found.company.name}`;
  const notices = answered.map((a) => ({
    userId: a.candidateId,
    title: `Listing closed: ${role}`,
    body: `${DECISION_REASON_LABELS[reason]}. It is not a judgement of you — keep applying.`,
    link: MY_APPLICATIONS,
  }));
  await notify(tx, notices);
  await emailStatusChanges(tx, notices);
  return answered.length;
}
