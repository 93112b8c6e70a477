import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  ErrorBodySchema,
  LanguageResponseSchema,
  LoginBodySchema,
  MeResponseSchema,
  UpdateLanguageBodySchema,
} from '@shuruaat/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../lib/current-user';
import { chosenLanguage, setLanguageCookie } from '../../lib/language-cookie';
import * as users from './users.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};

export const usersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = config.rateLimits;
  const loginRules = {
    perClient: limits.loginPerAccount,
    unknownClients: limits.loginPerAccountUnknownClients,
  };
  const perIp = (rule: { max: number; windowMs: number }) => ({
    rateLimit: { max: rule.max, timeWindow: rule.windowMs },
  });

  app.post('/login', {
    config: perIp(limits.loginPerIp),
    schema: {
      tags: ['users'],
      summary: 'Sign in with email and password',
      body: LoginBodySchema,
      response: { 200: AuthResponseSchema, ...errors },
    },
    // Wrong passwords are also counted per account, for this address or known device
    // (login-throttle.ts): a guess spread over many addresses is slowed, and its owner's own
    // devices stay open. Right passwords never count.
    preHandler: async (request, reply) => {
      const client = app.loginClient(request);
      const until = await users.lockedUntil(app.db, request.body.email, client, loginRules);
      if (!until) return;
      reply.header('Retry-After', String(Math.ceil((until.getTime() - Date.now()) / 1000)));
      throw new AppError('RATE_LIMITED', users.lockedOutMessage(until));
    },
    handler: async (request, reply) => {
      const client = app.loginClient(request);
      const { user, token } = await users.login(app.db, request.body, client, loginRules);
      app.setSessionCookie(reply, token);
      app.rememberDevice(reply, client, user._id);
      // A browser that never chose a language reads in the account's from now on.
      if (!chosenLanguage(request))
        setLanguageCookie(reply, await users.languageOf(app.db, user._id), config.isProduction);
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

  app.put('/language', {
    schema: {
      tags: ['users'],
      summary: "Save the signed-in account's interface language (its emails follow it)",
      body: UpdateLanguageBodySchema,
      response: { 200: LanguageResponseSchema, ...errors },
    },
    preHandler: app.requireRole(),
    handler: async (request, reply) => {
      const { language } = request.body;
      await users.setLanguage(app.db, currentUser(request)._id, language);
      setLanguageCookie(reply, language, config.isProduction);
      return { language };
    },
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
