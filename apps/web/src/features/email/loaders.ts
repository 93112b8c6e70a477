import {
  DevMailboxQuerySchema,
  MESSAGES,
  NotificationPreferencesBodySchema,
  UpdateJobAlertBodySchema,
} from '@shuruaat/contract';
import { z } from 'zod';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { emailApi } from './api';

// The email screens have no load or save texts of their own in the spec; a reply without a
// message says what every other unexplained failure says.
const FALLBACK = MESSAGES.somethingWentWrong;

export async function emailSettingsLoader() {
  return { settings: await loaded(() => emailApi.getSettings(), FALLBACK) };
}

/** A change of one email choice; the page shows it while it is saved. */
export async function emailSettingsAction({ request }: ActionFunctionArgs) {
  const change = await submitted(request, NotificationPreferencesBodySchema);
  if (!change.ok) return change;
  return loaded(() => emailApi.saveSettings(change.data), FALLBACK);
}

export async function jobAlertsLoader() {
  return { alerts: await loaded(async () => (await emailApi.getAlerts()).alerts, FALLBACK) };
}

const AlertChangeSchema = z.discriminatedUnion('intent', [
  UpdateJobAlertBodySchema.extend({ intent: z.literal('frequency'), id: z.string().min(1) }),
  z.object({ intent: z.literal('delete'), id: z.string().min(1) }),
]);

/** How often one alert emails (`frequency`), or deleting it (`delete`). */
export async function jobAlertsAction({ request }: ActionFunctionArgs) {
  const change = await submitted(request, AlertChangeSchema);
  if (!change.ok) return change;
  const { data } = change;
  if (data.intent === 'frequency')
    return loaded(() => emailApi.setFrequency(data.id, data.frequency), FALLBACK);
  return loaded(() => emailApi.deleteAlert(data.id), FALLBACK);
}

// The token is passed on as the link had it: the server says what is wrong with a bad one.
const UnsubscribeSchema = z.object({
  token: z.string(),
  topic: z.string().nullable(),
});

/** /unsubscribe: the emails the link's footer named, once the person confirms. */
export async function unsubscribeAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, UnsubscribeSchema);
  if (!body.ok) return body;
  const { token, topic } = body.data;
  return loaded(() => emailApi.unsubscribe(token, topic), FALLBACK);
}

/** The development outbox, for the recipient in `?to=` (all of it without one). */
export async function devMailboxLoader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get('to') ?? '';
  return { to, mailbox: await loaded(() => emailApi.mailbox(to), FALLBACK) };
}

/** The mailbox page's two forms: the recipient filter, and "Send digests now". */
export const DevMailboxChangeSchema = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('filter'), to: DevMailboxQuerySchema.shape.to }),
  z.strictObject({ intent: z.literal('send-digests') }),
]);
export type DevMailboxChange = z.input<typeof DevMailboxChangeSchema>;

/**
 * A filter goes to the address (?to=), so the loader reads the outbox for it and a reload keeps
 * it; "Send digests now" runs the digests and alerts due in the next week into the outbox.
 */
export async function devMailboxAction({ request }: ActionFunctionArgs) {
  const change = await submitted(request, DevMailboxChangeSchema);
  if (!change.ok) return change;
  if (change.data.intent === 'filter') {
    const { pathname } = new URL(request.url);
    const to = change.data.to;
    return redirect(to ? `${pathname}?${new URLSearchParams({ to })}` : pathname);
  }
  return loaded(() => emailApi.runSchedules(), FALLBACK);
}
