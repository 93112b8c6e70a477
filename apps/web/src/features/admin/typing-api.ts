import {
  AdminPassageResponseSchema,
  AdminPassagesResponseSchema,
  TypingCertificateResponseSchema,
  type PassageBody,
  type TypingLanguage,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const id = (value: string) => encodeURIComponent(value);

/** The console's typing calls (passages, certificate revocation); typing-loaders.ts calls them. */
export const adminTypingApi = {
  passages: (language: TypingLanguage | '') =>
    http.get(`/api/admins/typing-passages${language ? `?language=${language}` : ''}`, {
      schema: AdminPassagesResponseSchema,
    }),
  addPassage: (body: PassageBody) =>
    http.post('/api/admins/typing-passages', { body, schema: AdminPassageResponseSchema }),
  /** The public certificate, so the admin sees whose it is before revoking it. */
  certificate: (certificateId: string) =>
    http.get(`/api/tools/typing-certificates/${id(certificateId)}`, {
      schema: TypingCertificateResponseSchema,
    }),
  revokeCertificate: (certificateId: string, reason: string) =>
    http.patch(`/api/admins/typing-certificates/${id(certificateId)}/revoke`, {
      body: { reason },
      schema: TypingCertificateResponseSchema,
    }),
};
