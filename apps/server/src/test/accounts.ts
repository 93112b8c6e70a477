import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AuthResponseSchema, type SignupRole, type User } from '@shuruaat/contract';

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
