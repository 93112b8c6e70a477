import type { ConsentBody, DeleteAccountBody } from '@shuruaat/contract';
import { loaded } from '@/lib/route-data';
import { privacyApi } from './api';

/** The consents alone, for the dashboard's notice banner (its route's loader, in app/). */
export const loadConsents = () =>
  loaded(() => privacyApi.consents(), 'Failed to load your consents');

/** The privacy page's three lists; each section explains its own failure and retries. */
export async function privacyLoader() {
  const [consents, sessions, exports] = await Promise.all([
    loadConsents(),
    loaded(async () => (await privacyApi.sessions()).sessions, 'Failed to load your sessions'),
    loaded(async () => (await privacyApi.exports()).exports, 'Failed to load your data exports'),
  ]);
  return { consents, sessions, exports };
}

/**
 * The page's changes, each answering a `Loaded` the page words and follows up on (read the
 * lists again, or sign out when the session it ran in has ended).
 */
export const privacyChanges = {
  signOutSession: (id: string) =>
    loaded(() => privacyApi.signOutSession(id), 'Failed to sign out that session'),
  signOutEverywhere: () =>
    loaded(() => privacyApi.signOutEverywhere(), 'Failed to sign out everywhere'),
  setConsent: (body: ConsentBody) =>
    loaded(() => privacyApi.setConsent(body), 'Failed to save your choice'),
  requestExport: () => loaded(() => privacyApi.requestExport(), 'Failed to ask for your data'),
  deleteAccount: (body: DeleteAccountBody) =>
    loaded(() => privacyApi.deleteAccount(body), 'Failed to delete your account'),
};
