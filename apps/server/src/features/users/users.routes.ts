import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  ErrorBodySchema,
  LoginBodySchema,
  MeResponseSchema,
  RegisterBodySchema,
} from '@shuruaat/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../lib/current-user';
import { RATE_LIMITED_MESSAGE } from '../../plugins/security';
import * as accounts from '../accounts/accounts.service';
import * as users from './users.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = config.rateLimits;
  const perIp = (rule: { max: number; windowMs: number }) => ({
    rateLimit: { max: rule.max, timeWindow: rule.windowMs },
  });
  // A second counter per account slows a distributed guess at one person's password.
  const accountLimit = app.createRateLimit({
    max: limits.loginPerAccount.max,
    timeWindow: limits.loginPerAccount.windowMs,
    keyGenerator: (request) => `login-account:${(request.body as { email: string }).email}`,
  });

  app.post('/register', {
    config: { idempotent: true, ...perIp(limits.registerPerIp) },
    schema: {
      tags: ['users'],
      summary: 'Create a candidate or employer account and sign in',
      body: RegisterBodySchema,
      response: { 201: AuthResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    handler: async (request, reply) => {
      const { user, token } = await accounts.signUp(app.db, request.body, {
        mailEnabled: config.mail.enabled,
      });
      app.setSessionCookie(reply, token);
      return reply.status(201).send({ user, token });
    },
  });

  app.post('/login', {
    config: perIp(limits.loginPerIp),
    schema: {
      tags: ['users'],
      summary: 'Sign in with email and password',
      body: LoginBodySchema,
      response: { 200: AuthResponseSchema, ...errors },
    },
    preHandler: async (request) => {
      const limit = await accountLimit(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
    },
    handler: async (request, reply) => {
      const { user, token } = await users.login(app.db, request.body);
      app.setSessionCookie(reply, token);
      return { user, token };
    },
  });

  app.get('/me', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in user',
      response: { 200: MeResponseSchema, ...errors },
    },
    preHandler: app.requireRole(),
    handler: async (request) => ({ user: currentUser(request) }),
  });

  app.post('/logout', {
    schema: {
      tags: ['users'],
      summary: 'Revoke the current session (no-op when signed out)',
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      if (request.sessionToken) await users.logout(app.db, request.sessionToken);
      app.clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  });
};
