import { z } from 'zod';
import { NoticeLanguageSchema } from './notice-languages';
import { SignupRoleSchema } from './roles';
import { IsoDateSchema } from './dates';
import { EmailSchema, UserSchema } from './users';
import { text } from './text';

/**
 * Sign-in with Google (OpenID Connect, authorization code + PKCE). The browser goes to
 * GOOGLE_START_PATH, Google sends it back to /oauth/callback (a page), and that page hands the
 * query to GOOGLE_CALLBACK_API, which answers with one of the outcomes below.
 */
export const GOOGLE_START_PATH = '/api/auth/google/start';
export const GOOGLE_CALLBACK_API = '/api/auth/google/callback';
export const OAUTH_CALLBACK_PATH = '/oauth/callback';
export const GOOGLE_FLOW_COOKIE = 'oauth_flow';
/** A Google check before deleting an account counts for this long. */
export const GOOGLE_REAUTH_MINUTES = 5;

export const GoogleConfigResponseSchema = z.object({ enabled: z.boolean() });
export type GoogleConfigResponse = z.infer<typeof GoogleConfigResponseSchema>;

export const GoogleStartQuerySchema = z.object({
  /** Where to land afterwards: a path on this site (anything else is ignored). */
  returnTo: text().max(500).optional(),
  intent: z.enum(['signin', 'reauth']).default('signin'),
});

export const GoogleCallbackBodySchema = z.strictObject({
  /** The query string Google sent to /oauth/callback, as the browser received it. */
  search: text().max(4000),
});

export const GoogleCallbackResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('signed_in'),
    user: UserSchema,
    token: z.string(),
    returnTo: z.string(),
  }),
  z.object({ outcome: z.literal('choose_role'), email: z.string(), name: z.string() }),
  z.object({ outcome: z.literal('reauthenticated'), returnTo: z.string() }),
]);
export type GoogleCallbackResponse = z.infer<typeof GoogleCallbackResponseSchema>;

export const GoogleCompleteBodySchema = z.strictObject({
  role: SignupRoleSchema,
  privacyConsent: z.literal(true).optional(),
  /** The language of the notice and terms agreed to (English when left out). */
  noticeLanguage: NoticeLanguageSchema.optional(),
  /** The same age answer as the sign-up form's (candidates; see minors.ts). */
  dateOfBirth: IsoDateSchema.optional(),
  under18: z.literal(true).optional(),
  guardianEmail: EmailSchema.optional(),
});
export type GoogleCompleteBody = z.infer<typeof GoogleCompleteBodySchema>;
export const GoogleCompleteResponseSchema = z.object({
  user: UserSchema,
  token: z.string(),
  returnTo: z.string(),
});

export const GOOGLE_MESSAGES = {
  notConfigured: 'Sign-in with Google is not available on this site.',
  unavailable: 'Google could not be reached. Try again, or sign in with your email and password.',
  noFlow:
    'This Google sign-in has expired or was started in another browser. Start again from the sign-in page.',
  failed: 'Google sign-in did not complete. Start again from the sign-in page.',
  cancelled: 'Google sign-in was cancelled.',
  unverifiedEmail:
    'Your Google account’s email address is not verified. Verify it with Google, or sign up with your email.',
  notYourAccount: 'That Google account does not belong to this Shuruaat account.',
  signInFirst: 'Sign in first.',
  noRoleNeeded:
    'There is no Google sign-up waiting to be finished. Start again from the sign-up page.',
} as const;
