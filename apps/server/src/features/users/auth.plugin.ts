import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, SESSION_COOKIE, type Role, type User } from '@shuruaat/contract';
import type { Config } from '../../config';
import { findUserBySessionToken, pruneSignInRecords } from './users.service';
import { SESSION_TTL_MS } from './session-tokens';
import { AppError } from '../../lib/app-error';
import { assertXsrf } from '../../plugins/security';
import { knownDeviceCookies } from './known-device-cookies';
import type { LoginClient } from './login-throttle';

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
    /** Who is trying a password: the address, and the known device if the browser is one. */
    loginClient(request: FastifyRequest): LoginClient;
    /** Marks this browser as a device of the account, after its password or an emailed link. */
    rememberDevice(reply: FastifyReply, client: LoginClient, userId: string): void;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * A hook that lets only these roles through (any signed-in user when none are named). Routes
 * name it as their `preHandler`; it is moved to run first, at onRequest (see `askWhoFirst`).
 */
export type RoleCheck = ((request: FastifyRequest) => Promise<void>) & { allowedRoles: Role[] };

const isRoleCheck = (hook: unknown): hook is RoleCheck =>
  typeof hook === 'function' && 'allowedRoles' in hook;

/**
 * Fastify parses and validates a request before its preHandler hooks, so a role check there
 * answered an anonymous caller's bad body with 400, and with the rules it broke, before 401.
 * Every route's role check is moved to onRequest, the first step after the session is read: who
 * is calling is settled before anything about the request is looked at. One place, so a new
 * route cannot get it wrong.
 */
function askWhoFirst(route: RouteOptions): void {
  const preHandlers = [route.preHandler ?? []].flat();
  const checks = preHandlers.filter(isRoleCheck);
  if (checks.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !isRoleCheck(hook));
  route.onRequest = [...[route.onRequest ?? []].flat(), ...checks];
}

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

  app.addHook('onRoute', askWhoFirst);

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
  const devices = knownDeviceCookies(config);
  app.decorate('loginClient', devices.clientOf);
  app.decorate('rememberDevice', devices.remember);

  const { loginPerAccount, loginPerAccountUnknownClients } = config.rateLimits;
  const longestWindowMs = Math.max(
    loginPerAccount.windowMs,
    loginPerAccountUnknownClients.windowMs,
  );
  app.backgroundJobs.define({
    name: 'sign-in-records-pruning',
    description: 'Forgets expired sessions, and failed sign-in counts once their window is over',
    scope: 'cluster',
    everyMs: 60 * 60_000,
    run: () => pruneSignInRecords(app.db, new Date(Date.now() - longestWindowMs)),
  });
}

export default fp(authPlugin, {
  name: 'auth',
  dependencies: ['security', 'database', 'background-jobs'],
});
