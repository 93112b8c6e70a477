import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevMailboxQuerySchema, DevMailboxResponseSchema } from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as mail from './mail.service';

const tags = ['development'];

/**
 * The development mailbox: everything the outbox holds, readable without an SMTP server. Mounted
 * only outside production (routes.ts), so it never exposes anyone's mail on a real site.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/mailbox', {
    schema: {
      tags,
      summary: 'Development only: the newest emails in the outbox, optionally for one address',
      querystring: DevMailboxQuerySchema,
      response: { 200: DevMailboxResponseSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => mail.listMailbox(app.db, request.query),
  });

  app.post('/mailbox/run-schedules', {
    schema: {
      tags,
      summary: 'Development only: send the daily and weekly digests and alerts that are due now',
      response: { 204: z.null(), ...ERROR_RESPONSES },
    },
    handler: async (_request, reply) => {
      await app.mail.runSchedules(new Date(Date.now() + 8 * 24 * 60 * 60_000));
      return reply.status(204).send(null);
    },
  });
};
