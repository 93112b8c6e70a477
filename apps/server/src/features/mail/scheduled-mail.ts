import type { Db } from '../../db/client';
import { sendApplicationDigests, sendUnansweredSummaries } from './employer-digests';
import { sendDueAlerts, type AlertSearch } from './job-alerts';
import { emailUnreadMessages } from './message-mail';

/**
 * Everything sent on a clock rather than on a request. Each task claims its own due rows (SKIP
 * LOCKED, and the claim moves the row's next time), so instances running this side by side
 * never send one digest twice, and a run that dies leaves the rest for the next.
 */
export async function runScheduledMail(
  db: Db,
  now: Date,
  deps: { search: AlertSearch },
): Promise<void> {
  await sendDueAlerts(db, deps.search, now);
  await sendApplicationDigests(db, now);
  await sendUnansweredSummaries(db, now);
  await emailUnreadMessages(db, now);
}
