import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema/mail';

export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function insertToken(
  db: Db,
  token: {
    userId: string;
    purpose: TokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailTokens).values(token);
}

/** Earlier links of the same kind stop working: only the newest email's link counts. */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
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
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return rows[0];
}
