import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConsentBodySchema,
  ConsentsResponseSchema,
  DataExportResponseSchema,
  DataExportsResponseSchema,
  DeleteAccountBodySchema,
  ErrorBodySchema,
  SessionsResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import * as privacy from './privacy.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const IdParams = z.object({ id: z.uuid('Not found') });

/** Every signed-in role manages its own sessions, consents, data and account (decision 022). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();

  app.get('/sessions', {
    schema: {
      tags: ['privacy'],
      summary: "The signed-in user's active sessions, the current one marked",
      response: { 200: SessionsResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request) => ({
      sessions: await privacy.listSessions(app.db, currentUser(request)._id, request.sessionToken),
    }),
  });

  app.delete('/sessions/:id', {
    schema: {
      tags: ['privacy'],
      summary: 'Sign out one session (the current one included)',
      params: IdParams,
      response: { 204: z.null(), ...errors },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      await privacy.signOutSession(app.db, currentUser(request)._id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/sessions/sign-out-everywhere', {
    schema: {
      tags: ['privacy'],
      summary: 'End every session of the account, this one too',
      response: { 204: z.null(), ...errors },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      await privacy.signOutEverywhere(app.db, currentUser(request)._id);
      app.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  });

  app.get('/consents', {
    schema: {
      tags: ['privacy'],
      summary: 'Consents held now, their history, and whether the current notice needs agreeing',
      response: { 200: ConsentsResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request) => privacy.getConsents(app.db, currentUser(request)._id),
  });

  app.post('/consents', {
    schema: {
      tags: ['privacy'],
      summary: 'Give or withdraw one consent',
      body: ConsentBodySchema,
      response: { 200: ConsentsResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request) => privacy.setConsent(app.db, currentUser(request), request.body),
  });

  app.get('/data-exports', {
    schema: {
      tags: ['privacy'],
      summary: 'Data exports asked for, newest first',
      response: { 200: DataExportsResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request) => ({
      exports: await privacy.listExports(app.db, currentUser(request)._id),
    }),
  });

  app.post('/data-exports', {
    schema: {
      tags: ['privacy'],
      summary: 'Ask for an archive of everything held about you (prepared in the background)',
      response: { 202: DataExportResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      const created = await privacy.requestExport(app.db, currentUser(request)._id);
      return reply.status(202).send({ export: created });
    },
  });

  app.get('/data-exports/:id/archive', {
    schema: {
      tags: ['privacy'],
      summary: 'Download a prepared export (.tar.gz)',
      params: IdParams,
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      const file = await privacy.openExportArchive(
        app.db,
        app.storage,
        currentUser(request)._id,
        request.params.id,
      );
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });

  app.post('/me/delete', {
    schema: {
      tags: ['privacy'],
      summary: 'Delete your own account after re-entering the password',
      body: DeleteAccountBodySchema,
      response: { 204: z.null(), ...errors },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      const user = currentUser(request);
      await privacy.deleteOwnAccount(app.db, app.storage, user, request.body, (error) =>
        request.log.error({ err: error, userId: user._id }, 'deleted account: files not removed'),
      );
      app.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  });
};
