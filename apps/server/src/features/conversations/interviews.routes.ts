import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamSchema,
  InterviewResponseSchema,
  RespondInterviewBodySchema,
  ScheduleInterviewBodySchema,
  CONVERSATION_MESSAGES,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import * as interviews from './interviews.service';

const tags = ['interviews'];

/** Mounted at /api/users: interviews on an application, for its two parties. */
export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const parties = app.requireRole('candidate', 'employer');

  app.post('/messages/:applicationId/interviews', {
    config: perAccountHourly('interviews', 60),
    schema: {
      tags,
      summary: 'Schedule an interview (employer; date and time in IST); replaces an open one',
      params: z.object({ applicationId: IdParamSchema }),
      body: ScheduleInterviewBodySchema,
      response: { 201: InterviewResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: parties,
    handler: async (request, reply) => {
      const interview = await interviews.scheduleInterview(
        app.db,
        app.live,
        currentUser(request),
        request.params.applicationId,
        request.body,
      );
      return reply
        .status(201)
        .send({ message: CONVERSATION_MESSAGES.interviewScheduled, interview });
    },
  });

  app.post('/interviews/:interviewId/respond', {
    config: perAccountHourly('interview-answers', 60),
    schema: {
      tags,
      summary: 'Accept the interview or ask for another time, with a note (candidate)',
      params: z.object({ interviewId: IdParamSchema }),
      body: RespondInterviewBodySchema,
      response: { 200: InterviewResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: parties,
    handler: async (request) =>
      interviews.respondToInterview(
        app.db,
        app.live,
        currentUser(request),
        request.params.interviewId,
        request.body,
      ),
  });

  app.get('/interviews/:interviewId/ics', {
    schema: {
      tags,
      summary: 'The interview as an iCalendar (.ics) file, for either party',
      params: z.object({ interviewId: IdParamSchema }),
    },
    preHandler: parties,
    handler: async (request, reply) => {
      const file = await interviews.interviewCalendar(
        app.db,
        currentUser(request),
        request.params.interviewId,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  });
};
