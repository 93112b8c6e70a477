import {
  MessageResponseSchema,
  MyVerificationResponseSchema,
  ResumeAccessStateSchema,
  VerificationSchema,
  type VerificationRequestBody,
} from '@shuruaat/contract';
import { z } from 'zod';
import { http } from '@/lib/http';

/** The employer's side of what admins decide: the verified badge and resume database access. */
export const trustApi = {
  verification: () =>
    http.get('/api/employers/verification', { schema: MyVerificationResponseSchema }),
  requestVerification: (body: VerificationRequestBody) =>
    http.post('/api/employers/verification', {
      body,
      schema: MessageResponseSchema.extend({ request: VerificationSchema }),
    }),
  accessState: () =>
    http.get('/api/employers/resume-access-request', { schema: ResumeAccessStateSchema }),
  requestAccess: (note: string) =>
    http.post('/api/employers/resume-access-request', {
      body: { note },
      schema: ResumeAccessStateSchema.extend({ message: z.string() }),
    }),
};
