import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { recordSignUpConsent } from '../features/privacy/privacy.service';
import { allUserIds } from '../features/privacy/privacy.repository';

/**
 * Demo accounts agreed to the current privacy notice, as anyone signing up through the form
 * does; otherwise every demo sign-in would open on the "notice has changed" question.
 */
export async function loadDemoConsents(db: Db): Promise<void> {
  const ids = await allUserIds(db);
  await withTransaction(db, async (tx) => {
    for (const id of ids) await recordSignUpConsent(tx, id);
  });
}
