import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditQuerySchema, AuditResponseSchema } from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { listAdminActions } from './audit.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Mounted at /api/admins. Read only: there is no route that changes the log, by design. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit-log', {
    schema: {
      tags: ['admin'],
      summary: 'Every admin action, newest first; filter by action, admin, target and dates',
      querystring: AuditQuerySchema,
      response: { 200: AuditResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: app.requireRole('admin'),
    handler: async (request) => {
      const { from, to, ...rest } = request.query;
      const page = await listAdminActions(app.db, {
        ...rest,
        from: from ? new Date(`${from}T00:00:00+05:30`) : undefined,
        // "to" is a whole day in India, inclusive.
        to: to ? new Date(new Date(`${to}T00:00:00+05:30`).getTime() + DAY_MS) : undefined,
      });
      return {
        entries: page.rows.map((row) => ({
          _id: row.id,
          actor: { _id: row.actorId, displayName: row.actorName, email: row.actorEmail },
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          target: row.target,
          before: row.before,
          after: row.after,
          at: row.at.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  });
};
