import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthResponseSchema,
  ErrorBodySchema,
  PASSWORD_MESSAGES,
  SESSION_COOKIE,
} from '@shuruaat/contract';
import { PASSWORD, uniqueEmail } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users/register', payload });

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ananya Iyer',
  email: uniqueEmail(),
  password: PASSWORD,
  role: 'candidate',
  ...overrides,
});

describe('POST /api/users/register', () => {
  it('creates a candidate and answers 201 with the user and a token', async () => {
    const body = valid();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { user, token } = AuthResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      email: body.email,
      role: 'candidate',
      isProfileUpdated: false,
      profile: { displayName: 'Ananya Iyer', photos: [] },
    });
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(response.body).not.toContain('password');
  });

  it('creates an employer when asked', async () => {
    const response = await register(valid({ role: 'employer' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('employer');
  });

  it('sets the session as an HttpOnly, SameSite=Lax cookie', async () => {
    const response = await register(valid());
    const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).toBe(response.json().token);
  });

  it('stores the email lower-cased and trimmed', async () => {
    const email = uniqueEmail();
    const response = await register(valid({ email: `  ${email.toUpperCase()} ` }));
    expect(response.json().user.email).toBe(email);
  });

  it('answers 409 "Email is already registered" for a duplicate in any case', async () => {
    const email = uniqueEmail();
    expect((await register(valid({ email }))).statusCode).toBe(201);
    const again = await register(valid({ email: email.toUpperCase(), role: 'employer' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Email is already registered', code: 'CONFLICT' });
  });

  it.each(['admin', 'superuser', ''])('refuses the role %j with 400', async (role) => {
    const response = await register(valid({ role }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'role' }] });
  });

  it('lists a detail for every invalid field', async () => {
    const response = await register({
      name: 'A',
      email: 'not-an-email',
      password: 'short',
      role: 'candidate',
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.details?.map((d) => d.path).sort()).toEqual(['email', 'name', 'password']);
    expect(body.details?.find((d) => d.path === 'password')?.message).toBe(
      'Password must be at least 8 characters',
    );
  });

  it.each(['password', 'Password1', '12345678', 'iloveyou', 'QWERTYUIOP'])(
    'refuses %j, one of the most common passwords, with a message on the field',
    async (password) => {
      const email = uniqueEmail();
      const response = await register(valid({ email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION',
        message: PASSWORD_MESSAGES.common,
        details: [{ path: 'password', message: PASSWORD_MESSAGES.common }],
      });
      const login = { email, password: PASSWORD };
      expect(
        (await app.inject({ method: 'POST', url: '/api/users/login', payload: login })).statusCode,
      ).toBe(401);
    },
  );

  it('refuses a password longer than 128 characters', async () => {
    const response = await register(valid({ password: 'x'.repeat(129) }));
    expect(response.statusCode).toBe(400);
  });

  it('refuses unknown fields instead of storing them', async () => {
    const response = await register(valid({ isAdmin: true }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [{ path: 'isAdmin' }] });
  });

  it('answers 400 for a missing body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
