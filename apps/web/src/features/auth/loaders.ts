import {
  ForgotPasswordBodySchema,
  GOOGLE_MESSAGES,
  GoogleCallbackBodySchema,
  GoogleCompleteBodySchema,
  GuardianDecisionBodySchema,
  MESSAGES,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
} from '@shuruaat/contract';
import { z } from 'zod';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { emailLinksApi } from './email-links-api';
import { googleApi } from './google-api';

const FALLBACK = MESSAGES.somethingWentWrong;

/** /forgot-password: asks for a link to set a new password. */
export async function forgotPasswordAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ForgotPasswordBodySchema);
  if (!body.ok) return body;
  return loaded(() => emailLinksApi.forgotPassword(body.data.email), FALLBACK);
}

/** /reset-password: the link's token and the new password. */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ResetPasswordBodySchema);
  if (!body.ok) return body;
  const { token, password } = body.data;
  return loaded(() => emailLinksApi.resetPassword(token, password), FALLBACK);
}

/** /verify-email: confirms the address the link was sent to. */
export async function verifyEmailAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, VerifyEmailBodySchema);
  if (!body.ok) return body;
  return loaded(() => emailLinksApi.verifyEmail(body.data.token), FALLBACK);
}

/** /guardian-consent: a parent's or guardian's answer. */
export async function guardianConsentAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, GuardianDecisionBodySchema);
  if (!body.ok) return body;
  const { token, decision } = body.data;
  return loaded(() => emailLinksApi.guardianDecision(token, decision), FALLBACK);
}

const GoogleStepSchema = z.discriminatedUnion('intent', [
  GoogleCallbackBodySchema.extend({ intent: z.literal('callback') }),
  z.object({ intent: z.literal('complete'), account: GoogleCompleteBodySchema }),
]);

/**
 * /oauth/callback: hands Google's query to the server (`callback`), then creates the account of
 * a new person once they have chosen how they will use Shuruaat (`complete`).
 */
export async function oauthCallbackAction({ request }: ActionFunctionArgs) {
  const step = await submitted(request, GoogleStepSchema);
  if (!step.ok) return step;
  const { data } = step;
  if (data.intent === 'callback')
    return loaded(() => googleApi.callback(data.search), GOOGLE_MESSAGES.failed);
  return loaded(() => googleApi.complete(data.account), GOOGLE_MESSAGES.failed);
}

/**
 * Whether this site offers sign-in with Google. Asked by the Google button after the page is up,
 * not by a route loader: the button sits on the login and sign-up pages and on the privacy
 * page's re-check, and a failed or slow answer must never hold those pages back.
 */
export const readGoogleEnabled = () => googleApi.config().then(({ enabled }) => enabled);
