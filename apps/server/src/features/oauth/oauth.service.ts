import {
  GOOGLE_MESSAGES,
  safeLocalPath,
  type GoogleCallbackResponse,
  type GoogleCompleteBody,
  type Language,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { signUpWithVerifiedEmail } from '../accounts/accounts.service';
import { ageColumns } from '../candidates/candidates.service';
import * as users from '../users/users.service';
import { newFlowSecrets, type GoogleClaims, type GoogleProvider } from './google-provider';
import * as repo from './oauth.repository';

const PROVIDER = 'google';
const FLOW_MINUTES = 10;
/** A new person has this long to choose candidate or employer. */
const CHOOSE_ROLE_MINUTES = 30;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export type StartedFlow = { flowId: string; redirect: URL };

export async function startGoogleFlow(
  db: Db,
  google: GoogleProvider,
  input: { intent: 'signin' | 'reauth'; returnTo: string | undefined; caller: User | null },
): Promise<StartedFlow> {
  if (input.intent === 'reauth' && !input.caller) {
    throw new AppError('UNAUTHENTICATED', GOOGLE_MESSAGES.signInFirst);
  }
  const secrets = newFlowSecrets();
  const redirect = await google.authorizationUrl(secrets);
  // Finished or abandoned flows older than a day are nobody's; each start sweeps a few away.
  await repo.deleteExpiredFlows(db, new Date(Date.now() - 24 * 60 * 60_000));
  const flowId = await repo.insertFlow(db, {
    intent: input.intent,
    ...secrets,
    // Anything but a path on this site is dropped: the person lands on their dashboard instead.
    returnTo: safeLocalPath(input.returnTo) ?? '',
    userId: input.intent === 'reauth' ? (input.caller?._id ?? null) : null,
    expiresAt: minutesFromNow(FLOW_MINUTES),
  });
  return { flowId, redirect };
}

export type CallbackOutcome =
  | Exclude<GoogleCallbackResponse, { outcome: 'signed_in' }>
  | (Extract<GoogleCallbackResponse, { outcome: 'signed_in' }> & { token: string });

/** Google sent the browser back: finish signing in, ask a new person's role, or note a re-check. */
export async function finishGoogleCallback(
  db: Db,
  google: GoogleProvider,
  flowId: string | undefined,
  callbackUrl: URL,
): Promise<CallbackOutcome> {
  if (callbackUrl.searchParams.get('error') === 'access_denied') {
    throw new AppError('VALIDATION', GOOGLE_MESSAGES.cancelled);
  }
  const flow = flowId
    ? await repo.advanceFlow(db, flowId, 'started', { status: 'exchanging' })
    : undefined;
  if (!flow) throw new AppError('VALIDATION', GOOGLE_MESSAGES.noFlow);
  const claims = await google.exchange(callbackUrl, flow);
  if (flow.intent === 'reauth')
    return reauthenticate(db, flow.id, flow.userId, flow.returnTo, claims);

  const identity = await repo.findIdentity(db, PROVIDER, claims.subject);
  if (identity) return signedIn(db, identity.userId, flow.returnTo);
  if (!claims.emailVerified) throw new AppError('VALIDATION', GOOGLE_MESSAGES.unverifiedEmail);
  const existing = await users.findUserByEmail(db, claims.email);
  if (existing) {
    // Google has verified this address, so its owner is the account's owner: link and sign in.
    await withTransaction(db, async (tx) => {
      await repo.linkIdentity(tx, { provider: PROVIDER, ...link(claims, existing._id) });
      await users.markEmailVerified(tx, existing._id, claims.email);
    });
    return signedIn(db, existing._id, flow.returnTo);
  }
  const name = displayName(claims);
  await repo.advanceFlow(db, flow.id, 'exchanging', {
    status: 'needs_role',
    subject: claims.subject,
    email: claims.email,
    name,
    expiresAt: minutesFromNow(CHOOSE_ROLE_MINUTES),
  });
  return { outcome: 'choose_role', email: claims.email, name };
}

/** The new person chose candidate or employer: the account, its link to Google, a session. */
export async function completeGoogleSignUp(
  db: Db,
  flowId: string | undefined,
  body: GoogleCompleteBody,
  options: { mailEnabled: boolean; language: Language },
): Promise<{ user: User; token: string; returnTo: string }> {
  const waiting = flowId ? await repo.findLiveFlow(db, flowId, 'needs_role') : undefined;
  if (!waiting?.email) throw new AppError('VALIDATION', GOOGLE_MESSAGES.noRoleNeeded);
  // A wrong age answer is said before the flow is spent, so the person can correct it.
  if (body.role === 'candidate') ageColumns(body, waiting.email);
  const flow = await repo.advanceFlow(db, waiting.id, 'needs_role', { status: 'done' });
  if (!flow?.subject || !flow.email) throw new AppError('VALIDATION', GOOGLE_MESSAGES.noRoleNeeded);
  const { subject, email } = flow;
  const { user, token } = await signUpWithVerifiedEmail(
    db,
    { ...body, name: flow.name ?? email, email },
    options,
    (tx, made) => repo.linkIdentity(tx, { provider: PROVIDER, subject, userId: made._id, email }),
  );
  return { user, token, returnTo: flow.returnTo };
}

async function reauthenticate(
  db: Db,
  flowId: string,
  userId: string | null,
  returnTo: string,
  claims: GoogleClaims,
): Promise<CallbackOutcome> {
  const user = userId ? await users.findUserById(db, userId) : undefined;
  const identity = await repo.findIdentity(db, PROVIDER, claims.subject);
  const sameAddress = claims.emailVerified && claims.email === user?.email;
  if (!user || (identity ? identity.userId !== user._id : !sameAddress)) {
    throw new AppError('FORBIDDEN', GOOGLE_MESSAGES.notYourAccount);
  }
  if (!identity) await repo.linkIdentity(db, { provider: PROVIDER, ...link(claims, user._id) });
  await repo.advanceFlow(db, flowId, 'exchanging', {
    status: 'reauthenticated',
    completedAt: new Date(),
  });
  return { outcome: 'reauthenticated', returnTo };
}

async function signedIn(db: Db, userId: string, returnTo: string): Promise<CallbackOutcome> {
  const { user, token } = await users.signInAs(db, userId);
  return { outcome: 'signed_in', user, token, returnTo };
}

const link = (claims: GoogleClaims, userId: string) => ({
  subject: claims.subject,
  userId,
  email: claims.email,
});

/** Google's name, or the address before the @ when Google gives none. */
function displayName(claims: GoogleClaims): string {
  const name = (claims.name || claims.email.split('@')[0] || '').slice(0, 80);
  return name.length >= 2 ? name : `${name} Shuruaat`.trim();
}
