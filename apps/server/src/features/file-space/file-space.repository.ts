import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema/candidates';
import { messages } from '../../db/schema/conversations';

/** The bytes an account keeps in files: its resume versions and the attachments it sent. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [kept] = await db
    .select({
      resumes: sql<string>`(select coalesce(sum(${resumes.sizeBytes}), 0) from ${resumes}
        where ${resumes.candidateId} = ${userId})`,
      attachments: sql<string>`coalesce(sum(${messages.attachmentBytes}), 0)`,
    })
    .from(messages)
    .where(and(eq(messages.senderId, userId), isNotNull(messages.attachmentKey)));
  return Number(kept?.resumes ?? 0) + Number(kept?.attachments ?? 0);
}
