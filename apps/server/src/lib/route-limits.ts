import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../config';

const HOUR = 60 * 60 * 1000;

/**
 * A route's hourly rate limit counted per account (a college lab shares one address), and per
 * address before sign-in.
 */
export const perAccountHourly = (name: string, max: number) =>
  perAccount(name, { max, windowMs: HOUR });

/** The same for a rule the configuration sets (a benchmark's write load needs more). */
export const perAccount = (name: string, rule: RateLimitRule) => ({
  rateLimit: {
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `${name}:${request.user._id}` : `${name}-ip:${request.ip}`,
  },
});
