import {
  AMBASSADOR_MESSAGES,
  AmbassadorApplicationBodySchema,
  AmbassadorDecisionBodySchema,
  AmbassadorStatusSchema,
  ClaimReferralBodySchema,
  REFERRAL_MESSAGES,
  type AmbassadorStatus,
} from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
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

/** The review list's status filter, '' for every application. */
export type AmbassadorFilter = AmbassadorStatus | '';

/**
 * The review list's filter lives in the address (?status=), so it can be shared, reloaded and
 * gone back to: waiting applications without one, every application with `status=all`.
 */
export function ambassadorFilterFrom(params: URLSearchParams): AmbassadorFilter {
  const status = params.get('status');
  if (status === 'all') return '';
  const parsed = AmbassadorStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : 'pending';
}

/** The address's query for a filter: the inverse of `ambassadorFilterFrom`. */
export const ambassadorFilterQuery = (status: AmbassadorFilter): Record<string, string> =>
  status === 'pending' ? {} : { status: status || 'all' };

/** A page of applications with `status` after `cursor` (the first page without one). */
export const findAmbassadorApplications = (status: AmbassadorFilter, cursor: string | null) =>
  loaded(
    () => referralApi.listApplications({ status: status || undefined, cursor }),
    AMBASSADOR_MESSAGES.fetch,
  );

/** /admin/dashboard/ambassadors?status=: the applications to read, waiting ones by default. */
export async function adminAmbassadorsLoader({ request }: LoaderFunctionArgs) {
  const status = ambassadorFilterFrom(new URL(request.url).searchParams);
  return { status, applications: await findAmbassadorApplications(status, null) };
}

const AmbassadorDecisionSchema = z.object({
  id: z.string().min(1),
  body: AmbassadorDecisionBodySchema,
});
export type AmbassadorDecision = z.input<typeof AmbassadorDecisionSchema>;

/** Approve or reject an application; the answer is the application as decided. */
export async function adminAmbassadorsAction({ request }: ActionFunctionArgs) {
  const decision = await submitted(request, AmbassadorDecisionSchema);
  if (!decision.ok) return decision;
  const { id, body } = decision.data;
  return loaded(
    async () => (await referralApi.decide(id, body)).application,
    AMBASSADOR_MESSAGES.decide,
  );
}
