import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactBodySchema,
  EnquiryBodySchema,
  ErrorBodySchema,
  SUBMISSION_MESSAGES,
  SubmissionSentResponseSchema,
} from '@shuruaat/contract';
import type { Config } from '../../config';
import * as submissions from './submissions.service';

const tags = ['submissions'];
const errors = { 400: ErrorBodySchema, 429: ErrorBodySchema };

/** Mounted at /api/submissions: the public site's forms, open to anyone, limited per address. */
export const submissionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const { max, windowMs } = config.rateLimits.submissionsPerIp;
  const perIp = { rateLimit: { max, timeWindow: windowMs } };

  app.post('/contact', {
    config: perIp,
    schema: {
      tags,
      summary: 'Send a message from the contact page',
      body: ContactBodySchema,
      response: { 201: SubmissionSentResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      await submissions.sendContact(app.db, request.body, request.user?._id ?? null);
      return reply.status(201).send({ message: SUBMISSION_MESSAGES.contactSent });
    },
  });

  app.post('/enquiry', {
    config: perIp,
    schema: {
      tags,
      summary: 'Ask about corporate training or the web and design services',
      body: EnquiryBodySchema,
      response: { 201: SubmissionSentResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      await submissions.sendEnquiry(app.db, request.body, request.user?._id ?? null);
      return reply.status(201).send({ message: SUBMISSION_MESSAGES.enquirySent });
    },
  });
};
