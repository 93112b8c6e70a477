import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AuthResponseSchema,
  DevMailboxResponseSchema,
  type SignupRole,
  type User,
} from '@shuruaat/contract';
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

/**
 * Registers through the real endpoint, so every test account went through the same rules, and
 * confirms the email through the real emailed link (employers post only from a confirmed email);
 * `{ verified: false }` leaves it unconfirmed.
 */
export async function registerAccount(
  app: FastifyInstance,
  role: SignupRole = 'candidate',
  email = uniqueEmail(role),
  options: { verified?: boolean } = {},
): Promise<TestAccount> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Test Person', email, password: PASSWORD, role },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user, token } = AuthResponseSchema.parse(response.json());
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  if (options.verified !== false && !user.emailVerified) {
    await confirmEmail(app, email);
    user.emailVerified = true;
  }
  return { user, token, email, cookies };
}

/** The newest email of one kind sent to an address, as the outbox holds it. */
export async function latestMail(app: FastifyInstance, to: string, kind: string) {
  const response = await app.inject({
    url: `/api/dev/mailbox?to=${encodeURIComponent(to)}`,
  });
  const { messages } = DevMailboxResponseSchema.parse(response.json());
  const mail = messages.find((m) => m.kind === kind);
  if (!mail) throw new Error(`no ${kind} email to ${to}`);
  return mail;
}

/** The token in the first link of an email that opens `path` (e.g. /verify-email). */
export function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** Opens the confirmation link emailed at sign-up, as the person would. */
export async function confirmEmail(app: FastifyInstance, email: string): Promise<void> {
  const mail = await latestMail(app, email, 'email_verification');
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/verify-email',
    payload: { token: tokenFrom(mail.text, '/verify-email') },
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
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
