import {
  ResumeAccessRequestBodySchema,
  VerificationRequestBodySchema,
  type ResumeRef,
} from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { employerApi, type CandidateSearch } from '@/features/applications/applicants-api';
import { searchIn } from './candidate-search';
import { firstJobsPosted } from '@/features/jobs/posted-job-loaders';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';
import { trustApi } from '@/features/companies/trust-api';

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

const accessRequest = () => loaded(() => trustApi.accessState(), 'Failed to load your request');

/**
 * The resume database: the company profile, which says whether the employer has access, then
 * either the first page of the search the address names (`?skills=&city=&degree=
 * &graduationYear=`) or, without access, the employer's access request. Access can be withdrawn
 * while the screen is open: a search the server refuses with 403 leads to the request too.
 */
export async function resumeDatabaseLoader({ request }: LoaderFunctionArgs) {
  const profile = await loaded(() => employerApi.getProfile(), EMPLOYER_FALLBACKS.fetchProfile);
  if (!profile.ok || !profile.data.profile.resumeAccess) {
    return {
      profile,
      search: null,
      candidates: null,
      access: profile.ok ? await accessRequest() : null,
    };
  }
  const search = searchIn(new URL(request.url).searchParams);
  const candidates = search.ok
    ? await loaded(
        () => employerApi.findCandidates(search.data),
        EMPLOYER_FALLBACKS.fetchCandidates,
      )
    : search;
  const isRefused = !candidates.ok && candidates.failure.code === 'FORBIDDEN';
  return {
    profile,
    search: search.ok ? search.data : null,
    candidates,
    access: isRefused ? await accessRequest() : null,
  };
}

/** The candidates after `cursor` in the same search ("Load more"). */
export const findMoreCandidates = (search: CandidateSearch) => (cursor: string) =>
  loaded(async () => {
    const page = await employerApi.findCandidates({ ...search, cursor });
    return { items: page.candidates, nextCursor: page.nextCursor };
  }, EMPLOYER_FALLBACKS.fetchCandidates);

/** A short-lived signed link to an applicant's or a candidate's resume. */
export const resumeLink = (resume: ResumeRef) =>
  loaded(() => employerApi.getSignedResumeUrl(resume), EMPLOYER_FALLBACKS.openResume);

/** "Ask for access", with the optional note on what the employer is hiring for. */
export async function resumeDatabaseAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ResumeAccessRequestBodySchema);
  if (!body.ok) return body;
  return loaded(() => trustApi.requestAccess(body.data.note), 'Failed to send the request');
}
