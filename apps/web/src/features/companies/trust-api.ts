import {
  MessageResponseSchema,
  MyVerificationResponseSchema,
  VerificationSchema,
  type VerificationRequestBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/** The employer's side of what admins decide about the company: the verified badge. */
export const trustApi = {
  verification: () =>
    http.get('/api/employers/verification', { schema: MyVerificationResponseSchema }),
  requestVerification: (body: VerificationRequestBody) =>
    http.post('/api/employers/verification', {
      body,
      schema: MessageResponseSchema.extend({ request: VerificationSchema }),
    }),
  correctVerification: (body: VerificationRequestBody) =>
    http.put('/api/employers/verification', {
      body,
      schema: MessageResponseSchema.extend({ request: VerificationSchema }),
    }),
  withdrawVerification: () =>
    http.delete('/api/employers/verification', {
      schema: MessageResponseSchema.extend({ request: VerificationSchema }),
    }),
};
