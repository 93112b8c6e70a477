import {
  ReportMessageBodySchema,
  RespondInterviewBodySchema,
  ScheduleInterviewBodySchema,
  SendMessageBodySchema,
  type SendMessageResponseSchema,
} from '@shuruaat/contract';
import { z } from 'zod';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import { requestT } from '@/lib/i18n/request-words';
import type { Translate } from '@/lib/i18n/translate';
import { loaded, submitted, type Loaded } from '@/lib/route-data';
import { messagesApi } from './api';

/** The inbox, candidate's or employer's: every conversation, latest first. */
export async function messagesLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  return {
    inbox: await loaded(() => messagesApi.inbox(), t('messages.load.inbox')),
  };
}

/** One application's conversation; asking for it also marks the messages received as read. */
export async function conversationLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const applicationId = args.params.applicationId ?? '';
  return {
    conversation: await loaded(
      () => messagesApi.conversation(applicationId),
      t('messages.load.conversation'),
    ),
  };
}

/** What a conversation's forms and buttons send its route's action (JSON). */
const ConversationChangeSchema = z.discriminatedUnion('intent', [
  SendMessageBodySchema.extend({ intent: z.literal('send') }),
  z.object({ intent: z.literal('block'), blocked: z.boolean() }),
  ReportMessageBodySchema.extend({ intent: z.literal('report'), messageId: z.string().min(1) }),
  z.object({ intent: z.literal('schedule'), interview: ScheduleInterviewBodySchema }),
  z.object({
    intent: z.literal('respond'),
    interviewId: z.string().min(1),
    response: RespondInterviewBodySchema,
  }),
]);
export type ConversationChange = z.input<typeof ConversationChangeSchema>;

/** A PDF or an image attached in the composer: a multipart form with its `file`. */
async function sendFile(request: Request, applicationId: string, t: Translate) {
  const file = (await request.formData()).get('file');
  if (!(file instanceof File)) {
    const failure = {
      status: 400,
      code: 'VALIDATION' as const,
      message: t('messages.failed.file'),
    };
    return { ok: false as const, failure: { ...failure, details: [] } };
  }
  return loaded(() => messagesApi.sendFile(applicationId, file), t('messages.failed.file'));
}

/**
 * Everything a conversation changes: a message written or attached, messages from a company
 * stopped or allowed again, a message reported, an interview proposed or answered.
 */
export async function conversationAction(args: ActionFunctionArgs) {
  const { request, params } = args;
  const t = requestT(args);
  const applicationId = params.applicationId ?? '';
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data'))
    return sendFile(request, applicationId, t);
  const change = await submitted(request, ConversationChangeSchema);
  if (!change.ok) return change;
  const { data } = change;
  switch (data.intent) {
    case 'send':
      return loaded(() => messagesApi.send(applicationId, data.body), t('messages.failed.send'));
    case 'block':
      return loaded(
        () => messagesApi.setBlocked(applicationId, data.blocked),
        t('messages.failed.block'),
      );
    case 'report':
      return loaded(
        () => messagesApi.report(applicationId, data.messageId, data.reason),
        t('messages.failed.report'),
      );
    case 'schedule':
      return loaded(
        () => messagesApi.schedule(applicationId, data.interview),
        t('messages.failed.schedule'),
      );
    case 'respond':
      return loaded(
        () => messagesApi.respond(data.interviewId, data.response),
        t('messages.failed.respond'),
      );
  }
}

type Sent = { ok: true; data: z.infer<typeof SendMessageResponseSchema> };

/** A message written or attached here, which the page adds in place. */
export const isSent = (answer: unknown): answer is Sent =>
  typeof answer === 'object' &&
  answer !== null &&
  (answer as Loaded<object>).ok === true &&
  'sent' in (answer as { data: object }).data;

/**
 * A message sent here is added at once from the action's answer, as one sent in another tab is
 * from the live stream, so the conversation is not read again for it; every other change is.
 */
export const keepConversationAfterSend: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isSent(actionResult) ? false : defaultShouldRevalidate);
