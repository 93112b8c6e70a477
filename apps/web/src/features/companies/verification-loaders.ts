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

/**
 * "Ask for verification" (POST), a correction of the pending request (PUT) or its withdrawal
 * (DELETE); the loader then answers with the request as it now stands.
 */
export async function verificationAction({ request }: ActionFunctionArgs) {
  if (request.method === 'DELETE')
    return loaded(() => trustApi.withdrawVerification(), 'Failed to withdraw the request');
  const body = await submitted(request, VerificationRequestBodySchema);
  if (!body.ok) return body;
  if (request.method === 'PUT')
    return loaded(() => trustApi.correctVerification(body.data), 'Failed to correct the request');
  return loaded(() => trustApi.requestVerification(body.data), 'Failed to send the request');
}
