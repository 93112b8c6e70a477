import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationResponseSchema,
  ErrorBodySchema,
  IdParamSchema,
  InboxResponseSchema,
  MessageResponseSchema,
  ReportMessageBodySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  UnreadCountResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import { readAttachment } from './attachment';
import * as conversations from './conversations.service';

const tags = ['messages'];
const Params = z.object({ applicationId: IdParamSchema });
const MessageParams = Params.extend({ messageId: IdParamSchema });

/** A file name safe inside a quoted header value; the UTF-8 form keeps the original. */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Mounted at /api/users/messages: the conversation on each application, for its two parties. */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();
  const parties = app.requireRole('candidate', 'employer');

  app.get('/', {
    schema: {
      tags,
      summary: 'Your conversations, latest first, with unread counts',
      response: { 200: InboxResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request) => conversations.listInbox(app.db, currentUser(request)),
  });

  app.get('/unread-count', {
    schema: {
      tags,
      summary: 'How many messages you have not read',
      response: { 200: UnreadCountResponseSchema, ...errors },
    },
    preHandler: signedIn,
    handler: async (request) => ({
      unreadCount: await conversations.unreadMessageCount(app.db, currentUser(request)._id),
    }),
  });

  // Server-Sent Events; left out of the OpenAPI document, whose callers expect answers that end.
  app.get('/stream', {
    schema: { hide: true },
    preHandler: signedIn,
    handler: (request, reply) => app.openEventStream(request, reply, currentUser(request)._id),
  });

  app.get('/:applicationId', {
    schema: {
      tags,
      summary: 'One conversation with its interviews; what the other party sent is marked read',
      params: Params,
      response: { 200: ConversationResponseSchema, ...errors },
    },
    preHandler: parties,
    handler: async (request) =>
      conversations.getConversation(
        app.db,
        app.live,
        currentUser(request),
        request.params.applicationId,
      ),
  });

  app.post('/:applicationId', {
    config: perAccountHourly('messages', 120),
    schema: {
      tags,
      summary: 'Send a message (the employer opens the conversation; the candidate replies)',
      params: Params,
      body: SendMessageBodySchema,
      response: { 201: SendMessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: parties,
    handler: async (request, reply) => {
      const { applicationId } = request.params;
      const caller = currentUser(request);
      const sent = await conversations.sendMessage(
        app.db,
        app.live,
        caller,
        applicationId,
        request.body.body,
      );
      return reply.status(201).send(sent);
    },
  });

  app.post('/:applicationId/attachment', {
    config: perAccountHourly('message-attachments', 30),
    schema: {
      tags,
      summary: 'Send a PDF or an image (multipart field "file", at most 5 MB)',
      consumes: ['multipart/form-data'],
      params: Params,
      response: {
        201: SendMessageResponseSchema,
        409: ErrorBodySchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
        ...errors,
      },
    },
    preHandler: parties,
    handler: async (request, reply) => {
      const caller = currentUser(request);
      // The conversation is checked before the upload is read, so strangers cannot fill a disk.
      await conversations.getParty(app.db, caller, request.params.applicationId);
      const file = await readAttachment(request);
      const sent = await conversations.sendAttachment(
        app.db,
        app.storage,
        app.live,
        caller,
        request.params.applicationId,
        file,
      );
      return reply.status(201).send(sent);
    },
  });

  app.get('/:applicationId/attachment/:messageId', {
    schema: { tags, summary: 'A file sent in the conversation', params: MessageParams },
    preHandler: parties,
    handler: async (request, reply) => {
      const { applicationId, messageId } = request.params;
      const caller = currentUser(request);
      const file = await conversations.openAttachment(
        app.db,
        app.storage,
        caller,
        applicationId,
        messageId,
      );
      const kind = file.type.startsWith('image/') ? 'inline' : 'attachment';
      return reply
        .type(file.type)
        .header('content-disposition', disposition(kind, file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  });

  app.put('/:applicationId/block', {
    schema: {
      tags,
      summary: 'Turn off messages from this application’s company (candidate)',
      params: Params,
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: parties,
    handler: async (request) => ({
      message: await conversations.setMessagesBlocked(
        app.db,
        currentUser(request),
        request.params.applicationId,
        true,
      ),
    }),
  });

  app.delete('/:applicationId/block', {
    schema: {
      tags,
      summary: 'Turn messages from this application’s company back on (candidate)',
      params: Params,
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: parties,
    handler: async (request) => ({
      message: await conversations.setMessagesBlocked(
        app.db,
        currentUser(request),
        request.params.applicationId,
        false,
      ),
    }),
  });

  app.post('/:applicationId/report/:messageId', {
    config: perAccountHourly('message-reports', 30),
    schema: {
      tags,
      summary: 'Report an abusive reply to the admins (employer)',
      params: MessageParams,
      body: ReportMessageBodySchema,
      response: { 201: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: parties,
    handler: async (request, reply) => {
      const { applicationId, messageId } = request.params;
      const message = await conversations.reportMessage(
        app.db,
        currentUser(request),
        applicationId,
        messageId,
        request.body.reason,
      );
      return reply.status(201).send({ message });
    },
  });
};
