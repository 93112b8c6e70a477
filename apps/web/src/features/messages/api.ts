import {
  ConversationResponseSchema,
  InboxResponseSchema,
  InterviewResponseSchema,
  MessageResponseSchema,
  SendMessageResponseSchema,
  type RespondInterviewBody,
  type ScheduleInterviewBody,
} from '@shuruaat/contract';
import { http, upload } from '@/lib/http';

const BASE = '/api/users/messages';

/** Every messages and interviews call of the web app. */
export const messagesApi = {
  inbox: () => http.get(BASE, { schema: InboxResponseSchema }),
  conversation: (applicationId: string) =>
    http.get(`${BASE}/${applicationId}`, { schema: ConversationResponseSchema }),
  send: (applicationId: string, body: string) =>
    http.post(`${BASE}/${applicationId}`, { body: { body }, schema: SendMessageResponseSchema }),
  sendFile: (applicationId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return upload(`${BASE}/${applicationId}/attachment`, form, {
      schema: SendMessageResponseSchema,
    });
  },
  setBlocked: (applicationId: string, blocked: boolean) =>
    (blocked ? http.put : http.delete)(`${BASE}/${applicationId}/block`, {
      schema: MessageResponseSchema,
    }),
  report: (applicationId: string, messageId: string, reason: string) =>
    http.post(`${BASE}/${applicationId}/report/${messageId}`, {
      body: { reason },
      schema: MessageResponseSchema,
    }),
  schedule: (applicationId: string, body: ScheduleInterviewBody) =>
    http.post(`${BASE}/${applicationId}/interviews`, { body, schema: InterviewResponseSchema }),
  respond: (interviewId: string, body: RespondInterviewBody) =>
    http.post(`/api/users/interviews/${interviewId}/respond`, {
      body,
      schema: InterviewResponseSchema,
    }),
};
