import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateJobAlertBodySchema,
  ErrorBodySchema,
  IdParamSchema,
  JobAlertResponseSchema,
  JobAlertsResponseSchema,
  MAIL_MESSAGES,
  MessageResponseSchema,
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UpdateJobAlertBodySchema,
} from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as mail from './mail.service';

/** Mounted at /api/users: each role's email choices. */
export const emailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  const people = app.requireRole('candidate', 'employer');

  app.get('/email-settings', {
    schema: {
      tags,
      summary: 'Which emails you get',
      response: { 200: NotificationPreferencesSchema, ...ERROR_RESPONSES },
    },
    preHandler: people,
    handler: async (request) => mail.getPreferences(app.db, currentUser(request)._id),
  });

  app.put('/email-settings', {
    schema: {
      tags,
      summary: 'Change which emails you get (only the fields sent)',
      body: NotificationPreferencesBodySchema,
      response: { 200: NotificationPreferencesSchema, ...ERROR_RESPONSES },
    },
    preHandler: people,
    handler: async (request) =>
      mail.updatePreferences(app.db, currentUser(request)._id, request.body),
  });
};

/** Mounted at /api/candidates: saved searches emailed daily or weekly. */
export const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['job alerts'];
  const candidateOnly = app.requireRole('candidate');
  const errors = { ...ERROR_RESPONSES, 409: ErrorBodySchema };

  app.get('/job-alerts', {
    schema: {
      tags,
      summary: 'Your job alerts, newest first',
      response: { 200: JobAlertsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      alerts: await mail.listAlerts(app.db, currentUser(request)._id),
    }),
  });

  app.post('/job-alerts', {
    schema: {
      tags,
      summary: 'Save a /jobs search as an alert',
      body: CreateJobAlertBodySchema,
      response: { 201: JobAlertResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ alert: await mail.createAlert(app.db, currentUser(request)._id, request.body) }),
  });

  app.patch('/job-alerts/:id', {
    schema: {
      tags,
      summary: 'Change how often an alert emails',
      params: z.object({ id: IdParamSchema }),
      body: UpdateJobAlertBodySchema,
      response: { 200: JobAlertResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      alert: await mail.setAlertFrequency(
        app.db,
        currentUser(request)._id,
        request.params.id,
        request.body.frequency,
      ),
    }),
  });

  app.delete('/job-alerts/:id', {
    schema: {
      tags,
      summary: 'Delete an alert',
      params: z.object({ id: IdParamSchema }),
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => {
      await mail.deleteAlert(app.db, currentUser(request)._id, request.params.id);
      return { message: MAIL_MESSAGES.alertDeleted };
    },
  });
};

/** Mounted at /api/mail: the address in every non-essential email's List-Unsubscribe header. */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post('/unsubscribe', {
    schema: {
      tags: ['notifications'],
      summary: 'Unsubscribe in one click with the token from an email (no sign-in)',
      querystring: UnsubscribeQuerySchema,
      body: UnsubscribeBodySchema,
      response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new AppError('VALIDATION', MAIL_MESSAGES.unsubscribeInvalid);
      const topic = request.query.topic ?? request.body?.topic;
      return { message: await mail.unsubscribe(app.db, token, topic) };
    },
  });
};
