import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SESSION_COOKIE, type Role, type User } from '@shuruaat/contract';
import type { Config } from '../../config';
import { findUserBySessionToken } from './users.service';
import { SESSION_TTL_MS } from './session-tokens';
import { AppError } from '../../lib/app-error';
import { assertXsrf } from '../../plugins/security';

// Declaration merging needs interfaces here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionToken: string | null;
  }
  interface FastifyInstance {
    requireRole(...roles: Role[]): RoleCheck;
    setSessionCookie(reply: FastifyReply, token: string): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** A preHandler that lets only these roles through (any signed-in user when none are named). */
export type RoleCheck = ((request: FastifyRequest) => Promise<void>) & { allowedRoles: Role[] };

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

async function authPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  // API clients send a bearer token; the web app sends the HttpOnly cookie, and only a
  // cookie-authenticated write needs the XSRF double-submit check.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await findUserBySessionToken(app.db, token, request.headers['user-agent']);
    if (!user) return;
    if (!bearer) assertXsrf(request);
    request.user = user;
    request.sessionToken = token;
  });

  app.decorate('requireRole', (...roles: Role[]): RoleCheck => {
    const check = async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.signInRequired);
      if (roles.length > 0 && !roles.includes(request.user.role)) {
        throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
      }
    };
    // Read by the OpenAPI document, which states who may call each operation.
    return Object.assign(check, { allowedRoles: roles });
  });

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  } as const;
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['security', 'database'] });
