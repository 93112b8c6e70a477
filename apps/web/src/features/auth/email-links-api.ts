import { MessageResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';

/** Password reset, email confirmation and a guardian's consent: one-shot calls from the pages that hold their answer. */
export const emailLinksApi = {
  forgotPassword: (email: string) =>
    http.post('/api/users/forgot-password', { body: { email }, schema: MessageResponseSchema }),
  resetPassword: (token: string, password: string) =>
    http.post('/api/users/reset-password', {
      body: { token, password },
      schema: MessageResponseSchema,
    }),
  verifyEmail: (token: string) =>
    http.post('/api/users/verify-email', { body: { token }, schema: MessageResponseSchema }),
  guardianDecision: (token: string, decision: 'confirm' | 'decline') =>
    http.post('/api/users/guardian-consent', {
      body: { token, decision },
      schema: MessageResponseSchema,
    }),
};
