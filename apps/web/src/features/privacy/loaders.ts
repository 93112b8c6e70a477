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
