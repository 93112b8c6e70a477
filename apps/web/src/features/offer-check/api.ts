import {
  MessageResponseSchema,
  OfferCheckResponseSchema,
  type OfferReportBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/** The offer checker's calls: a stateless check, and a report the visitor chooses to send. */
export const offerCheckApi = {
  check: (text: string) =>
    http.post('/api/tools/offer-check', { body: { text }, schema: OfferCheckResponseSchema }),
  report: (body: OfferReportBody) =>
    http.post('/api/tools/offer-check/report', { body, schema: MessageResponseSchema }),
};
