import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app';
import { BUSY_MESSAGE } from './load-shedding';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ maxEventLoopDelayMs: 20 });
  await app.ready();
});
afterAll(() => app.close());

/**
 * The status /api/jobs answers once the sampler has read its window: the block's one long
 * sample and the sampler's timer are both overdue when the loop frees, in either order, so
 * the lag shows in this window or the next (500 ms).
 */
const jobsStatusSoon = () =>
  expect.poll(async () => (await app.inject({ url: '/api/jobs' })).statusCode, {
    timeout: 1_000,
    interval: 50,
  });

function blockEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // A stand-in for an overloaded process: nothing else runs meanwhile.
  }
}

describe('load shedding', () => {
  it('answers 503 with Retry-After while the event loop lags, and health checks still answer', async () => {
    blockEventLoop(1_200);
    await jobsStatusSoon().toBe(503);
    const busy = await app.inject({ url: '/api/jobs' });
    expect(busy.statusCode).toBe(503);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy.json()).toEqual({ message: BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('serves again once the lag is gone', async () => {
    await sleep(1_200);
    expect((await app.inject({ url: '/api/jobs' })).statusCode).toBe(200);
  });

  it('keeps measuring when the process has no file descriptors left', async () => {
    // Reading memory opens /proc/self/stat; with every descriptor taken it throws EMFILE, and a
    // throw from the sampling timer would reach the shutdown handler and end the process.
    const noDescriptors = vi.spyOn(process, 'memoryUsage').mockImplementation(() => {
      throw Object.assign(new Error('EMFILE: too many open files, uv_resident_set_memory'), {
        code: 'EMFILE',
      });
    });
    try {
      await sleep(1_200);
      blockEventLoop(1_200);
      await jobsStatusSoon().toBe(503);
    } finally {
      noDescriptors.mockRestore();
    }
  });
});
