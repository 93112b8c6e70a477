import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { uniqueEmail } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;

// Two instances behind a load balancer must share one budget, or N instances allow N times it.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const rateLimits = {
      loginPerIp: { max: 3, windowMs: 60_000 },
      loginPerAccount: { max: 100, windowMs: 60_000 },
      loginPerAccountUnknownClients: { max: 100, windowMs: 60_000 },
      registerPerIp: { max: 100, windowMs: 60_000 },
      submissionsPerIp: { max: 100, windowMs: 60_000 },
      postingsPerAccount: { max: 100, windowMs: 60_000 },
    };
    apps.push(
      await createTestApp({ redisUrl, rateLimits }),
      await createTestApp({ redisUrl, rateLimits }),
    );
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('counts attempts from one address across instances', async () => {
    // A fresh address per run, since Redis keeps counters between runs.
    const remoteAddress = `10.9.${randomInt(255)}.${randomInt(255)}`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const app = apps[i % 2] as FastifyInstance;
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: uniqueEmail(), password: 'wrong-password' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
