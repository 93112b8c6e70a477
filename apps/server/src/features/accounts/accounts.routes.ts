import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  GuardianDecisionBodySchema,
  GuardianResendBodySchema,
  ErrorBodySchema,
  ForgotPasswordBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '@shuruaat/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { chosenLanguage } from '../../lib/language-cookie';
import * as accounts from './accounts.service';

const tags = ['users'];
const errors = { ...ERROR_RESPONSES, 429: ErrorBodySchema, 503: ErrorBodySchema };

/**
 * Mounted at /api/users: sign-up (an account is more than its user row: a first profile, the
 * verification email), then password reset and email verification, both by emailed link.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const perIp = {
    rateLimit: {
      max: config.rateLimits.registerPerIp.max,
      timeWindow: config.rateLimits.registerPerIp.windowMs,
    },
  };
  const needsMail = async () => {
    if (!config.mail.enabled)
      throw new AppError('SERVICE_UNAVAILABLE', 'Email is not set up on this server.');
  };

  app.post('/register', {
    config: { idempotent: true, ...perIp },
    schema: {
      tags,
      summary: 'Create a candidate or employer account and sign in',
      body: RegisterBodySchema,
      response: { 201: AuthResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    handler: async (request, reply) => {
      const { user, token } = await accounts.signUp(app.db, request.body, {
        mailEnabled: config.mail.enabled,
        // The language of the pages the visitor signed up from; their emails follow it.
        language: chosenLanguage(request) ?? 'en',
      });
      app.setSessionCookie(reply, token);
      app.rememberDevice(reply, app.loginClient(request), user._id);
      return reply.status(201).send({ user, token });
    },
  });

  app.post('/forgot-password', {
    config: perIp,
    schema: {
      tags,
      summary: 'Email a link to set a new password (the same answer for unknown addresses)',
      body: ForgotPasswordBodySchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: needsMail,
    handler: async (request) => ({
      message: await accounts.requestPasswordReset(app.db, request.body.email),
    }),
  });

  app.post('/reset-password', {
    config: perIp,
    schema: {
      tags,
      summary: 'Set a new password with an emailed link; ends every session',
      body: ResetPasswordBodySchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: needsMail,
    handler: async (request, reply) => {
      const { token, password } = request.body;
      const { message, userId } = await accounts.resetPassword(app.db, token, password);
      // The emailed link proved who holds this browser: it is one of the account's devices now.
      app.rememberDevice(reply, app.loginClient(request), userId);
      return { message };
    },
  });

  app.post('/verify-email', {
    config: perIp,
    schema: {
      tags,
      summary: 'Confirm the account’s email with the emailed link',
      body: VerifyEmailBodySchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: await accounts.verifyEmail(app.db, request.body.token),
    }),
  });

  app.post('/verify-email/resend', {
    config: perIp,
    schema: {
      tags,
      summary: 'Email the signed-in user a new confirmation link',
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: [app.requireRole(), needsMail],
    handler: async (request) => ({
      message: await accounts.resendVerification(app.db, currentUser(request)),
    }),
  });

  app.post('/guardian-consent', {
    config: perIp,
    schema: {
      tags,
      summary: 'A minor’s parent or guardian agrees (or not) from the emailed link',
      body: GuardianDecisionBodySchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: await accounts.decideGuardianConsent(app.db, app.storage, request.body, (err) =>
        request.log.error({ err }, 'guardian declined: files not removed'),
      ),
    }),
  });

  app.post('/guardian-consent/resend', {
    config: perIp,
    schema: {
      tags,
      summary: 'A minor asks their parent or guardian again (optionally at a corrected address)',
      body: GuardianResendBodySchema,
      response: { 200: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: [app.requireRole('candidate'), needsMail],
    handler: async (request) => ({
      message: await accounts.resendGuardianEmail(
        app.db,
        currentUser(request),
        request.body.guardianEmail,
      ),
    }),
  });
};
