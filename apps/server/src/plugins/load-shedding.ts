import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';

/**
 * When the event loop falls behind, answering later only makes every request slow: refuse new
 * ones at once with 503 and Retry-After, so clients back off and what is admitted stays fast.
 * Health checks are always answered, so a balancer does not take a busy instance for dead.
 */
async function loadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number; sampleIntervalMs?: number },
) {
  if (options.maxEventLoopDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // Long enough to hold many 10 ms samples: a window with none reads as infinite delay, which a
    // briefly starved process on a busy machine would otherwise hit.
    sampleInterval: options.sampleIntervalMs ?? 500,
    // A rejection goes to the errors plugin: the app's body shape and its Retry-After.
    pressureHandler: (request) =>
      request.url.startsWith('/api/health')
        ? undefined
        : Promise.reject(new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE)),
  });
}

export default fp(loadShedding, { name: 'load-shedding' });
