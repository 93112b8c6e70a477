import { sql } from 'drizzle-orm';
import { bearer, latestMail, registerAccount, tokenFrom, uniqueEmail } from '../test/accounts';
import type { Call } from './operations';
import type { Recipe } from './recipes';
import type { World } from './world';

const ALERT_BODY = { query: { q: 'react', kind: 'internship' }, frequency: 'daily' };

/** A job alert of the owner candidate, made for one call. */
async function ownersAlert(world: World): Promise<string> {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/candidates/job-alerts',
    headers: bearer(world.accounts.candidate.token),
    payload: ALERT_BODY,
  });
  return (response.json() as { alert: { _id: string } }).alert._id;
}

/** A live password-reset link of a new account (using it ends that account's sessions only). */
async function resetToken(world: World): Promise<string> {
  const account = await registerAccount(world.app, 'candidate');
  await world.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    payload: { email: account.email },
  });
  return tokenFrom(
    (await latestMail(world.app, account.email, 'password_reset')).text,
    '/reset-password',
  );
}

async function verifyToken(world: World): Promise<string> {
  const email = uniqueEmail();
  await registerAccount(world.app, 'employer', email, { verified: false });
  return tokenFrom(
    (await latestMail(world.app, email, 'email_verification')).text,
    '/verify-email',
  );
}

/** The owner candidate's unsubscribe token, as their emails carry it. */
async function settingsToken(world: World): Promise<Call> {
  await world.app.inject({
    url: '/api/users/email-settings',
    headers: bearer(world.accounts.candidate.token),
  });
  const result = (await world.app.db.execute(
    sql`select unsubscribe_token from notification_preferences where user_id = ${world.accounts.candidate.user._id}`,
  )) as unknown as { rows: { unsubscribe_token: string }[] };
  return { query: { token: result.rows[0]?.unsubscribe_token ?? 'none', topic: 'status' } };
}

/** Recipes for email: reset, verification, email settings, job alerts, unsubscribe, dev mailbox. */
export const MAIL_RECIPES: Record<string, Recipe> = {
  'POST /api/users/forgot-password': {
    owner: 'anonymous',
    call: (w) => ({ body: { email: w.accounts.candidate.email } }),
  },
  'POST /api/users/reset-password': {
    owner: 'anonymous',
    call: async (w) => ({ body: { token: await resetToken(w), password: 'a-new-password-9' } }),
  },
  'POST /api/users/verify-email': {
    owner: 'anonymous',
    call: async (w) => ({ body: { token: await verifyToken(w) } }),
  },
  'POST /api/users/verify-email/resend': { owner: 'candidate' },
  'GET /api/users/email-settings': { owner: 'candidate' },
  'PUT /api/users/email-settings': {
    owner: 'candidate',
    call: () => ({ body: { statusEmails: true } }),
  },
  'GET /api/candidates/job-alerts': { owner: 'candidate' },
  'POST /api/candidates/job-alerts': { owner: 'candidate', call: () => ({ body: ALERT_BODY }) },
  'PATCH /api/candidates/job-alerts/{id}': {
    owner: 'candidate',
    call: async (w) => ({ params: { id: await ownersAlert(w) }, body: { frequency: 'weekly' } }),
  },
  'DELETE /api/candidates/job-alerts/{id}': {
    owner: 'candidate',
    call: async (w) => ({ params: { id: await ownersAlert(w) } }),
  },
  'POST /api/mail/unsubscribe': { owner: 'anonymous', call: settingsToken },
  'GET /api/dev/mailbox': { owner: 'anonymous', call: () => ({ query: { limit: '5' } }) },
  'POST /api/dev/mailbox/run-schedules': { owner: 'anonymous' },
};
