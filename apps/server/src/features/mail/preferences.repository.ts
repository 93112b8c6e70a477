import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, type NotificationPreferencesRow } from '../../db/schema/mail';

export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/** The user's row, made with the defaults the first time anyone needs it. */
export async function ensurePreferences(
  db: Db,
  userId: string,
): Promise<NotificationPreferencesRow> {
  await db
    .insert(notificationPreferences)
    .values({ userId, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const row = rows[0];
  if (!row) throw new Error('notification_preferences row vanished');
  return row;
}

export async function updatePreferences(
  db: Db,
  userId: string,
  fields: Partial<
    Pick<
      NotificationPreferencesRow,
      | 'applicationEmails'
      | 'unansweredSummary'
      | 'statusEmails'
      | 'jobAlertEmails'
      | 'messageEmails'
    >
  >,
): Promise<void> {
  await ensurePreferences(db, userId);
  if (Object.keys(fields).length === 0) return;
  await db
    .update(notificationPreferences)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, userId));
}

export function findPreferencesByToken(
  db: Db,
  token: string,
): Promise<NotificationPreferencesRow | undefined> {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.unsubscribeToken, token))
    .then((rows) => rows[0]);
}
