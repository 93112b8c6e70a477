import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CursorQuerySchema,
  MarkNotificationsReadBodySchema,
  NotificationsResponseSchema,
  UnreadCountResponseSchema,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { currentUser } from '../../lib/current-user';
import * as notifications from './notifications.service';

const tags = ['notifications'];

/**
 * The navbar bell: any signed-in user's own notifications. Its unread count, which adds unread
 * messages, is served by the conversations feature (`bell-count.routes.ts`).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();

  app.get('/', {
    schema: {
      tags,
      summary: 'Your notifications, newest first, with the unread count',
      querystring: CursorQuerySchema,
      response: { 200: NotificationsResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: async (request) =>
      notifications.listNotifications(app.db, currentUser(request)._id, request.query),
  });

  app.post('/read', {
    schema: {
      tags,
      summary: 'Mark the given notifications read (all of them when no ids are sent)',
      body: MarkNotificationsReadBodySchema,
      response: { 200: UnreadCountResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: async (request) => ({
      unreadCount: await notifications.markRead(app.db, currentUser(request)._id, request.body.ids),
    }),
  });
};
