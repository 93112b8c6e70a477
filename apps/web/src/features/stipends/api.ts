import {
  StipendCheckMessageResponseSchema,
  StipendChecksResponseSchema,
  type EmployerStipendResponseBody,
  type StipendAnswerBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const page = (cursor?: string) => (cursor ? `?cursor=${encodeURIComponent(cursor)}` : '');

/** "Were you paid as listed?": the intern's answers, the company's responses, the admin queue. */
export const stipendsApi = {
  mine: (cursor?: string) =>
    http.get(`/api/candidates/stipend-checks${page(cursor)}`, {
      schema: StipendChecksResponseSchema,
    }),
  answer: (id: string, body: StipendAnswerBody) =>
    http.post(`/api/candidates/stipend-checks/${encodeURIComponent(id)}/answer`, {
      body,
      schema: StipendCheckMessageResponseSchema,
    }),
  company: (cursor?: string) =>
    http.get(`/api/employers/stipend-checks${page(cursor)}`, {
      schema: StipendChecksResponseSchema,
    }),
  respond: (id: string, body: EmployerStipendResponseBody) =>
    http.post(`/api/employers/stipend-checks/${encodeURIComponent(id)}/response`, {
      body,
      schema: StipendCheckMessageResponseSchema,
    }),
  queue: (cursor?: string) =>
    http.get(`/api/admins/stipend-checks${page(cursor)}`, { schema: StipendChecksResponseSchema }),
};
