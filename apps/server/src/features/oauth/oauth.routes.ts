import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  GOOGLE_FLOW_COOKIE,
  GOOGLE_MESSAGES,
  GoogleCallbackBodySchema,
  GoogleCallbackResponseSchema,
  GoogleCompleteBodySchema,
  GoogleCompleteResponseSchema,
  GoogleConfigResponseSchema,
  GoogleStartQuerySchema,
  OAUTH_CALLBACK_PATH,
} from '@shuruaat/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { chosenLanguage } from '../../lib/language-cookie';
import { perAccountHourly } from '../../lib/route-limits';
import { createGoogleProvider } from './google-provider';
import * as oauth from './oauth.service';

const tags = ['users'];

/** Mounted at /api/auth/google: sign-in with Google, and the Google check before deletion. */
export const googleSignInRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const redirectUri = `${config.publicUrl}${OAUTH_CALLBACK_PATH}`;
  const google = config.google
    ? createGoogleProvider(config.google, redirectUri, (err, step) =>
        app.log.warn({ err, step }, 'google sign-in step failed'),
      )
    : undefined;
  const provider = () => {
    if (!google) throw new AppError('NOT_FOUND', GOOGLE_MESSAGES.notConfigured);
    return google;
  };
  // Sent back only to the API's own paths; Lax, because Google's redirect is a top-level GET.
  const flowCookie = {
    path: '/api/auth/google',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
  } as const;

  app.get('/config', {
    schema: {
      tags,
      summary: 'Whether sign-in with Google is offered here',
      response: { 200: GoogleConfigResponseSchema },
    },
    handler: async () => ({ enabled: google !== undefined }),
  });

  app.get('/start', {
    config: perAccountHourly('google-start', 60),
    schema: {
      tags,
      summary: 'Go to Google to sign in (or to confirm it is you); answers a redirect',
      querystring: GoogleStartQuerySchema,
      response: { ...errors },
    },
    handler: async (request, reply) => {
      const { flowId, redirect } = await oauth.startGoogleFlow(app.db, provider(), {
        intent: request.query.intent,
        returnTo: request.query.returnTo,
        caller: request.user,
      });
      reply.setCookie(GOOGLE_FLOW_COOKIE, flowId, { ...flowCookie, maxAge: 30 * 60 });
      return reply.redirect(redirect.href, 302);
    },
  });

  app.post('/callback', {
    config: perAccountHourly('google-callback', 60),
    schema: {
      tags,
      summary: 'Finish what Google sent back to /oauth/callback',
      body: GoogleCallbackBodySchema,
      response: { 200: GoogleCallbackResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const search = request.body.search.replace(/^\?/, '');
      const callbackUrl = new URL(`${redirectUri}?${search}`);
      const outcome = await oauth.finishGoogleCallback(
        app.db,
        provider(),
        request.cookies[GOOGLE_FLOW_COOKIE],
        callbackUrl,
      );
      if (outcome.outcome === 'signed_in') {
        app.setSessionCookie(reply, outcome.token);
        app.rememberDevice(reply, app.loginClient(request), outcome.user._id);
      }
      if (outcome.outcome !== 'choose_role') reply.clearCookie(GOOGLE_FLOW_COOKIE, flowCookie);
      return outcome;
    },
  });

  app.post('/complete', {
    config: perAccountHourly('google-complete', 30),
    schema: {
      tags,
      summary: 'A new Google user chooses candidate or employer; the account is made and signed in',
      body: GoogleCompleteBodySchema,
      response: { 201: GoogleCompleteResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    handler: async (request, reply) => {
      provider();
      const made = await oauth.completeGoogleSignUp(
        app.db,
        request.cookies[GOOGLE_FLOW_COOKIE],
        request.body,
        // As the form's sign-up: the language of the pages the person signed up from.
        { mailEnabled: config.mail.enabled, language: chosenLanguage(request) ?? 'en' },
      );
      app.setSessionCookie(reply, made.token);
      app.rememberDevice(reply, app.loginClient(request), made.user._id);
      reply.clearCookie(GOOGLE_FLOW_COOKIE, flowCookie);
      return reply.status(201).send(made);
    },
  });
};
