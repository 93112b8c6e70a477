import {
  CandidateProfileMessageResponseSchema,
  MessageResponseSchema,
  type BirthDateBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/** The guardian notice's calls, made from the dashboard's loaders module (`loaders.ts`). */
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
};
