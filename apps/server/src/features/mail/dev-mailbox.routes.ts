import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevMailboxQuerySchema, DevMailboxResponseSchema } from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { isFromThisMachine } from '../../lib/loopback';
import * as mail from './mail.service';

const tags = ['development'];

/**
 * The development mailbox: everything the outbox holds, readable without an SMTP server. Its
 * reset links sign anyone in as anyone, so it is mounted only outside production on a server
 * listening on loopback (routes.ts), and even there answers only requests from this machine.
 * To anyone else it does not exist: the 404 of an unknown address, not a refusal.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (isFromThisMachine(request.raw)) return;
    reply.callNotFound();
    return reply;
  });

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
