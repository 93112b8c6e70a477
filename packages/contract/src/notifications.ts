import { z } from 'zod';
import { text } from './text';

/** In-app notifications: the navbar bell. Kept apart so the entry bundle loads only these. */
export const NotificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the site to open. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsResponseSchema = z.object({
  notifications: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

export const MarkNotificationsReadBodySchema = z.strictObject({
  /** Leave out to mark every notification read. */
  ids: z.array(text().max(64)).max(100).optional(),
});
export const UnreadCountResponseSchema = z.object({
  unreadCount: z.number().int(),
  /** Unread messages, sent with the bell's count so the navbar makes one call for both. */
  unreadMessages: z.number().int().optional(),
});
