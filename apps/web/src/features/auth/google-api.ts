import {
  GOOGLE_CALLBACK_API,
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
