import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { ConsentBodySchema, DeleteAccountBodySchema } from '@shuruaat/contract';
import { requestT } from '@/lib/i18n/request-words';
import type { Translate } from '@/lib/i18n/translate';
import { loaded, submitted } from '@/lib/route-data';
import { privacyApi } from './api';

/** The consents alone, for the dashboard's notice banner (its route's loader, in app/). */
export const loadConsents = (t: Translate) =>
  loaded(() => privacyApi.consents(), t('privacy.failed.consents'));

/** The privacy page's three lists; each section explains its own failure and retries. */
export async function privacyLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const [consents, sessions, exports] = await Promise.all([
    loadConsents(t),
    loaded(async () => (await privacyApi.sessions()).sessions, t('privacy.failed.sessions')),
    loaded(async () => (await privacyApi.exports()).exports, t('privacy.failed.exports')),
  ]);
  return { consents, sessions, exports };
}

/** Every change the page makes, read with the contract's schemas where the API has one. */
export const PrivacyChangeSchema = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('consent'), ...ConsentBodySchema.shape }),
  z.strictObject({ intent: z.literal('sign-out-session'), sessionId: z.string().min(1) }),
  z.strictObject({ intent: z.literal('sign-out-everywhere') }),
  z.strictObject({ intent: z.literal('export') }),
  z.strictObject({ intent: z.literal('delete'), ...DeleteAccountBodySchema.shape }),
]);
export type PrivacyChange = z.input<typeof PrivacyChangeSchema>;

/**
 * The page's action: each change answers a `Loaded` the page words and follows up on (the lists
 * are read again, or the browser signs out when the session it ran in has ended).
 */
export async function privacyAction(args: ActionFunctionArgs) {
  const t = requestT(args);
  const change = await submitted(args.request, PrivacyChangeSchema);
  if (!change.ok) return change;
  const { data } = change;
  switch (data.intent) {
    case 'consent':
      return loaded(
        () => privacyApi.setConsent({ purpose: data.purpose, given: data.given }),
        t('privacy.failed.consent'),
      );
    case 'sign-out-session':
      return loaded(() => privacyApi.signOutSession(data.sessionId), t('privacy.failed.signOut'));
    case 'sign-out-everywhere':
      return loaded(() => privacyApi.signOutEverywhere(), t('privacy.failed.everywhere'));
    case 'export':
      return loaded(() => privacyApi.requestExport(), t('privacy.failed.export'));
    case 'delete': {
      const { intent: _intent, ...body } = data;
      return loaded(() => privacyApi.deleteAccount(body), t('privacy.failed.delete'));
    }
  }
}
