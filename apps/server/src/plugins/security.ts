import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { XSRF_COOKIE, XSRF_HEADER } from '@shuruaat/contract';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double-submit check: a cross-site page can send our cookie but cannot read it into a header. */
export function assertXsrf(request: FastifyRequest): void {
  const cookieToken = request.cookies[XSRF_COOKIE];
  const headerToken = request.headers[XSRF_HEADER.toLowerCase()];
  if (!UNSAFE_METHODS.has(request.method)) return;
  if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
    throw new AppError('XSRF', 'Security check failed. Reload the page and try again.');
  }
}

async function securityPlugin(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline styles cannot run code; react-toastify and React style props need them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(cookie);

  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    // Counters live in Redis when configured so every instance shares them.
    ...(redis ? { redis, nameSpace: 'shuruaat-rl:' } : {}),
    // An unreachable Redis should not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });

  // Every response carries a readable XSRF token so the SPA has one before its first write.
  app.addHook('onRequest', async (request, reply) => {
    if (request.cookies[XSRF_COOKIE]) return;
    reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      secure: config.isProduction,
      httpOnly: false,
    });
  });
}

function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  redis.on('error', () => undefined);
  return redis;
}

export default fp(securityPlugin, { name: 'security' });
