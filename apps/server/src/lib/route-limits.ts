import type { FastifyRequest } from 'fastify';

const HOUR = 60 * 60 * 1000;

/**
 * A route's hourly rate limit counted per account (a college lab shares one address), and per
 * address before sign-in.
 */
export const perAccountHourly = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: HOUR,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `${name}:${request.user._id}` : `${name}-ip:${request.ip}`,
  },
});
