import { GOOGLE_REAUTH_MINUTES } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { and, eq, gt } from 'drizzle-orm';
import { oauthFlows } from '../../db/schema/oauth';

/**
 * Before deleting the account: a fresh Google check of this very person (an oauth flow the
 * oauth feature marked `reauthenticated`), used once. It lives with the account, not with
 * sign-in, so deletion does not depend on the sign-up code that depends on it.
 */
export async function consumeRecentGoogleCheck(db: Db, userId: string): Promise<boolean> {
  const since = new Date(Date.now() - GOOGLE_REAUTH_MINUTES * 60_000);
  const rows = await db
    .update(oauthFlows)
    .set({ status: 'used' })
    .where(
      and(
        eq(oauthFlows.userId, userId),
        eq(oauthFlows.status, 'reauthenticated'),
        gt(oauthFlows.completedAt, since),
      ),
    )
    .returning({ id: oauthFlows.id });
  return rows.length > 0;
}
