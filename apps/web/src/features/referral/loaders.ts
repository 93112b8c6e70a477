import {
  AMBASSADOR_MESSAGES,
  AmbassadorApplicationBodySchema,
  ClaimReferralBodySchema,
  REFERRAL_MESSAGES,
} from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { referralApi } from './api';

/**
 * /refer-a-friend: the signed-in user's link and counts. A visitor is answered 401, which the
 * page never shows: signed out, it explains the program instead.
 */
export async function referAFriendPageLoader() {
  return { summary: await loaded(() => referralApi.getSummary(), REFERRAL_MESSAGES.fetch) };
}

/** "Add code": credits the friend who invited a new account; the loader then shows who. */
export async function referAFriendPageAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ClaimReferralBodySchema);
  if (!body.ok) return body;
  return loaded(() => referralApi.claim(body.data.code), REFERRAL_MESSAGES.claim);
}

/**
 * /program/campus-ambassador: a student's application, if they made one. A visitor or another
 * role is refused, which the page never shows: it asks them to log in as a student instead.
 */
export async function campusAmbassadorPageLoader() {
  return {
    application: await loaded(
      async () => (await referralApi.getMyApplication()).application,
      AMBASSADOR_MESSAGES.fetch,
    ),
  };
}

/** "Apply to be an ambassador"; the loader then shows the application as pending. */
export async function campusAmbassadorPageAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, AmbassadorApplicationBodySchema);
  if (!body.ok) return body;
  return loaded(
    async () => (await referralApi.applyAsAmbassador(body.data)).application,
    AMBASSADOR_MESSAGES.submit,
  );
}
