import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamSchema,
  LiftSuspensionBodySchema,
  MessageResponseSchema,
  MessagingSuspensionsResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as safety from './message-safety';

const tags = ['admins'];

/** Mounted at /api/admins: employers whose messaging is paused for flagged messages (issue 27). */
export const messagingSuspensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/messaging-suspensions', {
    schema: {
      tags,
      summary: 'Employers whose messaging is paused, with the flagged messages that paused it',
      response: { 200: MessagingSuspensionsResponseSchema, ...errors },
    },
    preHandler: app.requireRole('admin'),
    handler: async () => safety.listSuspensions(app.db),
  });

  app.post('/messaging-suspensions/:suspensionId/lift', {
    schema: {
      tags,
      summary: 'Turn an employer’s messaging back on (logged with the note)',
      params: z.object({ suspensionId: IdParamSchema }),
      body: LiftSuspensionBodySchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: app.requireRole('admin'),
    handler: async (request) => ({
      message: await safety.liftSuspension(
        app.db,
        currentUser(request),
        request.params.suspensionId,
        request.body.note,
      ),
    }),
  });
};
