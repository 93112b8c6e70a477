import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';

const RESOLUTION_MS = 10;

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
  // Long enough to hold many 10 ms samples: a window with none reads as infinite delay, which a
  // briefly starved process on a busy machine would otherwise hit.
  const delay = sampleEventLoopDelay(options.sampleIntervalMs ?? 500);
  app.addHook('onClose', async () => delay.stop());
  // A rejection goes to the errors plugin: the app's body shape and its Retry-After.
  app.addHook('onRequest', async (request) => {
    if (delay.ms() <= options.maxEventLoopDelayMs || request.url.startsWith('/api/health')) return;
    throw new AppError('SERVICE_UNAVAILABLE', BUSY_MESSAGE);
  });
}

/**
 * The mean event-loop delay over the last window. The timer reads a histogram and nothing else:
 * @fastify/under-pressure's also read process.memoryUsage(), which opens /proc/self/stat and so
 * threw EMFILE when descriptors ran out, from a timer, where it ended the process.
 */
function sampleEventLoopDelay(intervalMs: number) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let delayMs = 0;
  // A window without a single sample (NaN) means the loop was blocked throughout.
  const timer = setInterval(() => {
    const mean = histogram.mean / 1e6 - RESOLUTION_MS;
    delayMs = Number.isNaN(mean) ? Number.POSITIVE_INFINITY : Math.max(0, mean);
    histogram.reset();
  }, intervalMs);
  timer.unref();
  return {
    ms: () => delayMs,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

export default fp(loadShedding, { name: 'load-shedding' });
