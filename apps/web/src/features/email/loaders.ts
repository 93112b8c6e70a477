import { MESSAGES } from '@shuruaat/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { toFailure } from '@/lib/failure';
import { loaded } from '@/lib/route-data';
import { emailApi } from './api';

// The email screens have no load or save texts of their own in the spec; a reply without a
// message says what every other unexplained failure says.
const FALLBACK = MESSAGES.somethingWentWrong;

/** The text a failed save shows: the server's message, else the general one. */
export const messageOf = (error: unknown) => toFailure(error, FALLBACK).message;

export async function emailSettingsLoader() {
  return { settings: await loaded(() => emailApi.getSettings(), FALLBACK) };
}

export async function jobAlertsLoader() {
  return { alerts: await loaded(async () => (await emailApi.getAlerts()).alerts, FALLBACK) };
}

/** The development outbox, for the recipient in `?to=` (all of it without one). */
export async function devMailboxLoader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get('to') ?? '';
  return { to, mailbox: await loaded(() => emailApi.mailbox(to), FALLBACK) };
}
