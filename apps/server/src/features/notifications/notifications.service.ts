import type { NotificationsResponse } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import * as repo from './notifications.repository';

export { noticesForBell, wordsFrom, type BellNotice, type NoticeWords } from './bell-notices';

export type NotificationInput = {
  userId: string;
  title: string;
  body: string;
  link: string;
  /** Another person the notice names (an applicant, to the employer): erased with them. */
  aboutUserIds?: string[];
};

export function notify(db: Db, items: NotificationInput[]): Promise<void> {
  return repo.insertNotifications(db, items);
}

export async function listNotifications(
  db: Db,
  userId: string,
  request: { limit: number; cursor?: string | undefined },
): Promise<NotificationsResponse> {
  const rows = await repo.findNotifications(db, userId, {
    limit: request.limit,
    cursor: decodeCursor(request.cursor),
  });
  const page = pageOf(rows, request.limit);
  return {
    notifications: page.rows.map((row) => ({
      _id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    unreadCount: await repo.countUnread(db, userId),
    nextCursor: page.nextCursor,
  };
}

export function unreadCount(db: Db, userId: string): Promise<number> {
  return repo.countUnread(db, userId);
}

export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<number> {
  await repo.markRead(db, userId, ids?.filter(isUuid));
  return repo.countUnread(db, userId);
}
