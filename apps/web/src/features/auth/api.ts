import {
  AuthResponseSchema,
  MeResponseSchema,
  type LoginBody,
  type RegisterBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

export const authApi = {
  login: (body: LoginBody) => http.post('/api/users/login', { body, schema: AuthResponseSchema }),
  register: (body: RegisterBody) =>
    http.post('/api/users/register', { body, schema: AuthResponseSchema }),
  getMe: () => http.get('/api/users/me', { schema: MeResponseSchema }),
  logout: () => http.post<undefined>('/api/users/logout'),
};
