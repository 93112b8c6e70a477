import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AuthResponseSchema, type SignupRole, type User } from '@shuruaat/contract';
import { upsertAdmin } from '../features/users/users.service';

export const PASSWORD = 'correct-horse-battery';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.in`;
}

export type TestAccount = {
  user: User;
  token: string;
  email: string;
  cookies: Record<string, string>;
};

/** Registers through the real endpoint, so every test account went through the same rules. */
export async function registerAccount(
  app: FastifyInstance,
  role: SignupRole = 'candidate',
  email = uniqueEmail(role),
): Promise<TestAccount> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Test Person', email, password: PASSWORD, role },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user, token } = AuthResponseSchema.parse(response.json());
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  return { user, token, email, cookies };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An admin, made the only way admins are made: promoted outside the API, then signed in. */
export async function adminAccount(app: FastifyInstance): Promise<TestAccount> {
  const account = await registerAccount(app, 'employer', uniqueEmail('admin'));
  await upsertAdmin(app.db, account.email, PASSWORD);
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: account.email, password: PASSWORD },
  });
  const { user, token } = AuthResponseSchema.parse(response.json());
  return { ...account, user, token };
}
