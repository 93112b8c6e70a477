import {
  GOOGLE_CALLBACK_API,
  GOOGLE_START_PATH,
  GoogleCallbackResponseSchema,
  GoogleCompleteResponseSchema,
  GoogleConfigResponseSchema,
  type GoogleCompleteBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

export const googleApi = {
  config: () => http.get('/api/auth/google/config', { schema: GoogleConfigResponseSchema }),
  callback: (search: string) =>
    http.post(GOOGLE_CALLBACK_API, { body: { search }, schema: GoogleCallbackResponseSchema }),
  complete: (body: GoogleCompleteBody) =>
    http.post('/api/auth/google/complete', { body, schema: GoogleCompleteResponseSchema }),
};

/** Where the browser goes to start (a full navigation: the server answers with Google's page). */
export function googleStartUrl(options: { returnTo?: string; intent?: 'signin' | 'reauth' }) {
  const query = new URLSearchParams();
  if (options.returnTo) query.set('returnTo', options.returnTo);
  if (options.intent === 'reauth') query.set('intent', 'reauth');
  const search = query.toString();
  return search ? `${GOOGLE_START_PATH}?${search}` : GOOGLE_START_PATH;
}
