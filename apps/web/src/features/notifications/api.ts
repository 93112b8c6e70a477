import {
  NotificationsResponseSchema,
  UnreadCountResponseSchema,
  type MarkNotificationsReadBodySchema,
} from '@shuruaat/contract';
import type { z } from 'zod';
import { http } from '@/lib/http';

const BASE = '/api/users/notifications';

type MarkReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

/** Every notifications call; the slice's thunks are its only callers. */
export const notificationsApi = {
  getUnreadCount: () => http.get(`${BASE}/unread-count`, { schema: UnreadCountResponseSchema }),
  findNotifications: (cursor: string | null, limit = 10) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    return http.get(`${BASE}?${query}`, { schema: NotificationsResponseSchema });
  },
  /** Without ids, every notification of the user is marked read. */
  markRead: (ids?: string[]) => {
    const body: MarkReadBody = ids ? { ids } : {};
    return http.post(`${BASE}/read`, { body, schema: UnreadCountResponseSchema });
  },
};
