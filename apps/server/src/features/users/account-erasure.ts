import { and, eq, isNull } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@shuruaat/contract';
import type { Tx } from '../../db/transaction';
import { accountErasures } from '../../db/schema/account-erasures';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { PERSONAL_DATA } from './personal-data/registry';
import type { ErasureOutput } from './personal-data/types';

export { erasedEmail } from './personal-data/accounts';

/** Who ended the account: an admin, its owner, or a minor's guardian who did not agree. */
export type ErasureReason = 'admin' | 'self' | 'guardian';

export type ErasureResult = {
  /** The account's role before erasure. */
  role: string;
  /** Stored files to delete once the transaction has committed (see removeErasedFiles). */
  fileKeys: string[];
  /** Listings that were open and are now closed (employers only). */
  closedJobIds: string[];
};

/**
 * Closes an account and erases its personal data, inside the caller's transaction (an admin's
 * deletion writes its audit row in the same one; the user's own deletion writes none).
 *
 * What happens to each table is declared once, in personal-data/registry.ts, which the data
 * export reads too: each entry deletes, redacts or keeps (with the reason the privacy notice
 * gives). Files cannot be rolled back, so their keys are returned for removal after the commit.
 */
export async function eraseAccount(
  tx: Tx,
  userId: string,
  { reason }: { reason: ErasureReason },
): Promise<ErasureResult> {
  const [user] = await tx
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

  const person = { id: user.id, email: user.email };
  const out: ErasureOutput = { fileKeys: [], closedJobIds: [] };
  for (const entry of Object.values(PERSONAL_DATA)) await entry.erase.run?.(tx, person, out);
  await tx.insert(accountErasures).values({ userId, reason, role: user.role });

  return { role: user.role, fileKeys: out.fileKeys, closedJobIds: out.closedJobIds };
}

/**
 * Deletes an erased account's files; call after the erasure committed. A failure here leaves an
 * orphan file that nothing points at any more; it is logged by the caller rather than undoing an
 * erasure that has already happened.
 */
export async function removeErasedFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) await storage.remove(key);
}
