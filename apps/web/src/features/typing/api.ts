import {
  AttachTypingResultResponseSchema,
  TypingCertificateResponseSchema,
  TypingHistoryWithApplicationsSchema,
  TypingPresetsResponseSchema,
  TypingAttemptResponseSchema,
  TypingResultResponseSchema,
  TypingRetestResponseSchema,
  type TypingAttemptBody,
  type TypingResultBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const id = (value: string) => encodeURIComponent(value);

export const typingApi = {
  presets: () => http.get('/api/tools/typing-presets', { schema: TypingPresetsResponseSchema }),
  /** The server issues the test: its passages, a nonce, and the start it records. */
  startAttempt: (body: TypingAttemptBody) =>
    http.post('/api/tools/typing-attempts', { body, schema: TypingAttemptResponseSchema }),
  retest: (token: string) =>
    http.get(`/api/tools/typing-retests/${id(token)}`, { schema: TypingRetestResponseSchema }),
  score: (body: TypingResultBody) =>
    http.post('/api/tools/typing-results', { body, schema: TypingResultResponseSchema }),
  result: (resultId: string) =>
    http.get(`/api/tools/typing-results/${id(resultId)}`, { schema: TypingResultResponseSchema }),
  certificate: (certificateId: string) =>
    http.get(`/api/tools/typing-certificates/${id(certificateId)}`, {
      schema: TypingCertificateResponseSchema,
    }),
  history: () =>
    http.get('/api/candidates/typing-results', { schema: TypingHistoryWithApplicationsSchema }),
  attach: (applicationId: string, resultId: string) =>
    http.put(`/api/candidates/applications/${id(applicationId)}/typing-result`, {
      body: { resultId },
      schema: AttachTypingResultResponseSchema,
    }),
};
