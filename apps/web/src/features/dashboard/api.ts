import {
  CandidateProfileMessageResponseSchema,
  EmployerResponseRateResponseSchema,
  MessageResponseSchema,
  type BirthDateBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/**
 * The dashboard's own calls: the guardian notice's, made from its loaders module (`loaders.ts`),
 * and the employer overview's response rate, which app/employer-overview-route.tsx composes.
 */
export const dashboardApi = {
  /** A minor who answered only "I am under 18" adds their date of birth, once. */
  saveBirthDate: (body: BirthDateBody) =>
    http.put('/api/candidates/date-of-birth', {
      body,
      schema: CandidateProfileMessageResponseSchema,
    }),
  /** The consent email again: to the address given at sign-up, or a corrected one. */
  resendToGuardian: (guardianEmail?: string) =>
    http.post('/api/users/guardian-consent/resend', {
      body: guardianEmail ? { guardianEmail } : {},
      schema: MessageResponseSchema,
    }),
  /** The employer's response rate, for the overview's card. */
  getResponseRate: () =>
    http.get('/api/employers/response-rate', { schema: EmployerResponseRateResponseSchema }),
};
