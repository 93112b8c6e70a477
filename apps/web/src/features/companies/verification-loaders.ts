import { VerificationRequestBodySchema } from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { trustApi } from './trust-api';

/** The verification page's data: whether the company is verified and its latest request. */
export async function verificationLoader() {
  return {
    verification: await loaded(() => trustApi.verification(), 'Failed to load your verification'),
  };
}

/** "Ask for verification"; the loader then answers with the request now pending. */
export async function verificationAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, VerificationRequestBodySchema);
  if (!body.ok) return body;
  return loaded(() => trustApi.requestVerification(body.data), 'Failed to send the request');
}
