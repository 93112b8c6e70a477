import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// The mailbox holds every reset link: whoever reads it can take over any account. Only the
// developer at this machine may, so other machines get the answer of an address that does not
// exist (404), not a refusal that would tell them it does.
const MAILBOX = { method: 'GET', url: '/api/dev/mailbox' } as const;
const RUN_SCHEDULES = { method: 'POST', url: '/api/dev/mailbox/run-schedules' } as const;

let app: FastifyInstance;
beforeAll(async () => {
  // Behind a balancer `request.ip` comes from X-Forwarded-For, which any client can write.
  app = await createTestApp({ host: '127.0.0.1', trustProxy: true });
});
afterAll(() => app.close());

/** What any address the server does not have answers. */
const unknownRoute = (request: { method: string; url: string }) => ({
  message: `Route ${request.method} ${request.url} not found`,
  code: 'NOT_FOUND',
});

describe('the development mailbox answers only to this machine', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a client at %s', async (address) => {
    expect((await app.inject({ ...MAILBOX, remoteAddress: address })).statusCode).toBe(200);
    expect((await app.inject({ ...RUN_SCHEDULES, remoteAddress: address })).statusCode).toBe(204);
  });

  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5'])(
    'does not exist for a client at %s',
    async (address) => {
      for (const request of [MAILBOX, RUN_SCHEDULES]) {
        const response = await app.inject({ ...request, remoteAddress: address });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(unknownRoute(request));
      }
    },
  );

  it('is not fooled by a forwarded-for header naming this machine', async () => {
    const response = await app.inject({
      ...MAILBOX,
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    { 'x-forwarded-for': '10.0.0.5' },
    { 'x-forwarded-for': '127.0.0.1, 10.0.0.5' },
    { 'x-real-ip': '10.0.0.5' },
    { forwarded: 'for=10.0.0.5;proto=http' },
    { forwarded: 'for="[2001:db8::1]:4711"' },
  ])('does not exist for another machine relayed by a local proxy (%o)', async (headers) => {
    const relayed = await app.inject({ ...MAILBOX, remoteAddress: '127.0.0.1', headers });
    expect(relayed.statusCode).toBe(404);
  });

  it('answers through a local proxy relaying this machine', async () => {
    const headers = { 'x-forwarded-for': '::ffff:127.0.0.1', forwarded: 'for="[::1]:5173"' };
    const relayed = await app.inject({ ...MAILBOX, remoteAddress: '127.0.0.1', headers });
    expect(relayed.statusCode).toBe(200);
  });

  it('does not exist at all when the server listens beyond this machine', async () => {
    const exposed = await createTestApp({ host: '0.0.0.0' });
    try {
      for (const request of [MAILBOX, RUN_SCHEDULES]) {
        const response = await exposed.inject({ ...request, remoteAddress: '127.0.0.1' });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await exposed.close();
    }
  });
});
