import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema/mail';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/** Stores a link's hash; earlier unused links of its kind stop working, so only the newest counts. */
export async function replaceToken(
  db: Db,
  token: {
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, token.userId),
        eq(emailTokens.purpose, token.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values(token);
}

/**
 * Uses a token up, if it is unused and unexpired: one UPDATE, so two clicks racing each other
 * cannot both succeed.
 */
export async function consumeToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; email: string } | undefined> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
        // Erasure deletes an account's links; this also refuses one for a closed account.
        sql`exists (select 1 from users u where u.id = ${emailTokens.userId} and u.deleted_at is null)`,
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return rows[0];
}
