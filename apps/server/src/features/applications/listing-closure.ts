import type { Language, ListingClosedReason } from '@shuruaat/contract';
import type { Tx } from '../../db/transaction';
import { findListedJob } from '../jobs/jobs.service';
import { emailStatusChanges } from '../mail/mail.service';
import { notify, noticesForBell } from '../notifications/notifications.service';
import * as repo from './applications.repository';
import { applicationWords, REASON_IDS } from './notice-words';

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
  const about = { jobTitle: found.job.title, companyName: found.company.name };
  const notices = answered.map((a) => ({
    userId: a.candidateId,
    link: MY_APPLICATIONS,
    wordsIn: (language: Language) => {
      const t = applicationWords[language];
      return {
        title: t('applications.closed.title', about),
        body: t('applications.closed.body', { reason: t(REASON_IDS[reason]) }),
      };
    },
  }));
  await notify(tx, await noticesForBell(tx, notices));
  await emailStatusChanges(tx, notices);
  return answered.length;
}
