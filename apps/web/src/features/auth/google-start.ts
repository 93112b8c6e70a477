import { GOOGLE_START_PATH } from '@shuruaat/contract';

/** Where the browser goes to start (a full navigation: the server answers with Google's page). */
export function googleStartUrl(options: { returnTo?: string; intent?: 'signin' | 'reauth' }) {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.intent === 'reauth') query.set('intent', 'reauth');
  const search = query.toString();
  return search ? `${GOOGLE_START_PATH}?${search}` : GOOGLE_START_PATH;
}
