import { ResumeAccessRequestBodySchema, VerificationRequestBodySchema } from '@shuruaat/contract';
import type { ActionFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { employerApi } from './api';
import { firstJobsPosted } from './job-loaders';
import { EMPLOYER_FALLBACKS } from './messages';
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

/**
 * The overview: the company profile's completeness, the first page of listings (their counts)
 * and the response rate. Each failure leaves its part out rather than failing the page.
 */
export async function employerOverviewLoader() {
  const [profile, jobs, responseRate] = await Promise.all([
    loaded(() => employerApi.getProfile(), EMPLOYER_FALLBACKS.fetchProfile),
    firstJobsPosted(),
    loaded(() => employerApi.getResponseRate(), 'Failed to load your response rate'),
  ]);
  return { profile, jobs, responseRate };
}

/**
 * The resume database's access request, shown to an employer without access (the profile and the
 * search are the employer state group's).
 */
export async function resumeDatabaseLoader() {
  return { access: await loaded(() => trustApi.accessState(), 'Failed to load your request') };
}

/** "Ask for access", with the optional note on what the employer is hiring for. */
export async function resumeDatabaseAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ResumeAccessRequestBodySchema);
  if (!body.ok) return body;
  return loaded(() => trustApi.requestAccess(body.data.note), 'Failed to send the request');
}

/** A new search changes only the address's query, which the access request does not depend on. */
export const keepAccessWhileSearching: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;
