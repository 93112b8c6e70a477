import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, NUL_MESSAGE } from '@shuruaat/contract';
import { createTestApp, isPostgresRun } from './test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  // A route that fails the way a broken query would, with internal text in the error.
  app.get('/api/test/explode', async () => {
    throw new Error('relation "secret_table" does not exist at 10.1.2.3');
  });
  // A query given text with U+0000, the way a route without the contract's text() would.
  app.get('/api/test/nul', async () => {
    await app.db.execute(sql`select ${'Ananya\u0000Iyer'}::text as name`);
    return { ok: true };
  });
});
afterAll(() => app.close());

describe('errors', () => {
  it('hides the text of an unexpected error behind a 500 "Something went wrong"', async () => {
    const response = await app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret_table');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Route GET /api/no-such-thing not found',
      code: 'NOT_FOUND',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a@b.in', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('framework errors come out as { message, code } with their own status', () => {
  const login = { method: 'POST', url: '/api/users/login' } as const;
  const cases: [string, InjectOptions, number, string][] = [
    [
      'a path parameter over 200 characters',
      { url: `/api/jobs/${'a'.repeat(201)}` },
      414,
      'URI_TOO_LONG',
    ],
    ['a broken %-escape in the path', { url: '/api/jobs/%E0%A4%A' }, 400, 'VALIDATION'],
    ['an unknown API route', { url: '/api/no-such-thing' }, 404, 'NOT_FOUND'],
    ['a method the route does not have', { method: 'PATCH', url: '/api/jobs' }, 404, 'NOT_FOUND'],
    [
      'a body over 1 MB',
      { ...login, payload: { email: 'x'.repeat(1_100_000) } },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'an unsupported content type',
      { ...login, headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a content type that cannot be parsed',
      { ...login, headers: { 'content-type': '/;;' }, payload: '{}' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'malformed JSON',
      { ...login, headers: { 'content-type': 'application/json' }, payload: '{"email": ' },
      400,
      'VALIDATION',
    ],
    [
      'an empty JSON body',
      { ...login, headers: { 'content-type': 'application/json' }, payload: '' },
      400,
      'VALIDATION',
    ],
    [
      'a __proto__ key in JSON',
      {
        ...login,
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"admin":true}}',
      },
      400,
      'VALIDATION',
    ],
  ];

  it.each(cases)('%s', async (_name, request, status, code) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    const body = ErrorBodySchema.strict().parse(response.json());
    expect(body.code).toBe(code);
    expect(body.message).not.toBe('');
  });

  it('keeps a path parameter of up to 200 characters routable, so older long slugs open', async () => {
    const response = await app.inject({ url: `/api/jobs/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Job not found', code: 'NOT_FOUND' });
  });

  it('answers 400 with the NUL message when text with U+0000 reaches SQL', async () => {
    const response = await app.inject({ url: '/api/test/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, code: 'VALIDATION' });
  });
});

describe('errors of the HTTP parser, before Fastify sees a request', () => {
  /** Sends raw bytes to the listening app and reads its whole answer. */
  async function rawExchange(request: string): Promise<{ status: number; body: string }> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(address.port, '127.0.0.1');
    socket.write(request);
    let answer = '';
    for await (const chunk of socket) answer += String(chunk);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body };
  }

  beforeAll(() => app.listen({ port: 0, host: '127.0.0.1' }));

  it('answers a malformed request line with a JSON 400', async () => {
    const { status, body } = await rawExchange(
      'GET /api/health HTTP/1.1\r\nBad Header Line\r\n\r\n',
    );
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({
      message: 'The request could not be read.',
      code: 'VALIDATION',
    });
  });

  it('answers headers over the limit with a JSON 431', async () => {
    const { status, body } = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(status).toBe(431);
    expect(JSON.parse(body)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });
});

describe('request ids', () => {
  it('gives every response an x-request-id', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming id and replaces a malformed one', async () => {
    const kept = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-abc-123');
    const replaced = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a\nb c' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('a\nb c');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy', async () => {
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/health', () => {
  it('reports the engine', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      engine: isPostgresRun() ? 'postgres' : 'pglite',
    });
  });

  it('keeps answering liveness without the database', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.inject({ url: '/api/health/live' });
    expect(response.json()).toEqual({ status: 'ok' });
    await broken.close();
  });

  it('answers 503 when the database is unreachable', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('unavailable');
    await broken.close();
  });
});

describe('OpenAPI', () => {
  it('documents the contract routes at /api/docs', async () => {
    const document = await app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/users/register',
        '/api/users/login',
        '/api/users/me',
        '/api/health',
      ]),
    );
    const register = document.json().paths['/api/users/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'role']),
    );
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('says who may call each operation, read from its role check', async () => {
    const { paths } = (await app.inject({ url: '/api/docs/json' })).json();
    expect(paths['/api/users/register'].post.description).toBe('Who may call: anyone.');
    expect(paths['/api/employers/post-job'].post.description).toBe('Who may call: employer.');
    expect(paths['/api/employers/post-job'].post.security).toEqual([
      { bearerAuth: [] },
      { sessionCookie: [] },
    ]);
    expect(paths['/api/candidates/signed-resume-url'].get.description).toBe(
      'Who may call: candidate, admin.',
    );
    expect(paths['/api/users/notifications/unread-count'].get.description).toBe(
      'Who may call: any signed-in user.',
    );
  });
});

describe('compression', () => {
  it('compresses a large API answer for a client that accepts gzip', async () => {
    const response = await app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
