import {
  OFFER_CHECK_MESSAGES,
  OfferCheckBodySchema,
  OfferReportBodySchema,
} from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import { loaded, submitted } from '@/lib/route-data';
import { offerCheckApi } from './api';

const OfferChangeSchema = z.discriminatedUnion('intent', [
  OfferCheckBodySchema.extend({ intent: z.literal('check') }),
  OfferReportBodySchema.extend({ intent: z.literal('report') }),
]);
export type OfferChange = z.input<typeof OfferChangeSchema>;

/** /tools/is-this-offer-real: checks the pasted offer, or reports it when the visitor asks. */
export async function offerCheckAction({ request }: ActionFunctionArgs) {
  const change = await submitted(request, OfferChangeSchema);
  if (!change.ok) return change;
  const { intent, ...body } = change.data;
  if (intent === 'check') {
    const text = body.text;
    return loaded(
      async () => ({ intent, result: await offerCheckApi.check(text) }),
      OFFER_CHECK_MESSAGES.checkFailed,
    );
  }
  return loaded(
    async () => ({ intent, message: (await offerCheckApi.report(body)).message }),
    OFFER_CHECK_MESSAGES.reportFailed,
  );
}
