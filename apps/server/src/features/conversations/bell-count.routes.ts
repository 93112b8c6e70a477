import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnreadCountResponseSchema } from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { currentUser } from '../../lib/current-user';
import { unreadCount } from '../notifications/notifications.service';
import { unreadMessageCount } from './conversations.service';

/**
 * Mounted at /api/users/notifications: the navbar bell's count, which adds unread messages to
 * unread notifications. It lives here because conversations already use notifications, and
 * the notifications feature knows nothing of messages.
 */
export const bellCountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/unread-count', {
    schema: {
      tags: ['notifications'],
      summary: 'How many notifications (and messages) you have not read',
      response: { 200: UnreadCountResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: app.requireRole(),
    handler: async (request) => ({
      unreadCount: await unreadCount(app.db, currentUser(request)._id),
      unreadMessages: await unreadMessageCount(app.db, currentUser(request)._id),
    }),
  });
};
