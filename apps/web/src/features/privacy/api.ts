import {
  ConsentsResponseSchema,
  DataExportResponseSchema,
  DataExportsResponseSchema,
  SessionsResponseSchema,
  type ConsentBody,
  type DeleteAccountBody,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
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

export const signOutSession = createAppThunk(
  'privacy/signOutSession',
  'Failed to sign out that session',
  (id: string) => privacyApi.signOutSession(id),
);
export const signOutEverywhere = createAppThunk(
  'privacy/signOutEverywhere',
  'Failed to sign out everywhere',
  () => privacyApi.signOutEverywhere(),
);
export const setConsent = createAppThunk(
  'privacy/setConsent',
  'Failed to save your choice',
  (body: ConsentBody) => privacyApi.setConsent(body),
);
export const requestExport = createAppThunk(
  'privacy/requestExport',
  'Failed to ask for your data',
  () => privacyApi.requestExport(),
);
export const deleteAccount = createAppThunk(
  'privacy/deleteAccount',
  'Failed to delete your account',
  (body: DeleteAccountBody) => privacyApi.deleteAccount(body),
);
