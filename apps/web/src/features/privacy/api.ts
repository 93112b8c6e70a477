import {
  ConsentsResponseSchema,
  DataExportResponseSchema,
  DataExportsResponseSchema,
  SessionsResponseSchema,
  type ConsentBody,
  type DeleteAccountBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/** Sessions, consent, data export and deleting the account (decision 022). */
export const privacyApi = {
  sessions: () => http.get('/api/users/sessions', { schema: SessionsResponseSchema }),
  signOutSession: (id: string) => http.delete(`/api/users/sessions/${encodeURIComponent(id)}`),
  signOutEverywhere: () => http.post('/api/users/sessions/sign-out-everywhere'),
  consents: () => http.get('/api/users/consents', { schema: ConsentsResponseSchema }),
  setConsent: (body: ConsentBody) =>
    http.post('/api/users/consents', { body, schema: ConsentsResponseSchema }),
  exports: () => http.get('/api/users/data-exports', { schema: DataExportsResponseSchema }),
  requestExport: () => http.post('/api/users/data-exports', { schema: DataExportResponseSchema }),
  deleteAccount: (body: DeleteAccountBody) => http.post('/api/users/me/delete', { body }),
};
