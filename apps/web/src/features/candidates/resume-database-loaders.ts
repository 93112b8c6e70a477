import { ResumeAccessRequestBodySchema, type ResumeRef } from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { resumeDatabaseApi, type CandidateSearch } from './resume-database-api';
import { searchIn } from './candidate-search';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';

const accessRequest = () =>
  loaded(() => resumeDatabaseApi.accessState(), 'Failed to load your request');

/**
 * The resume database: the company profile, which says whether the employer has access, then
 * either the first page of the search the address names (`?skills=&city=&degree=
 * &graduationYear=`) or, without access, the employer's access request. Access can be withdrawn
 * while the screen is open: a search the server refuses with 403 leads to the request too.
 */
export async function resumeDatabaseLoader({ request }: LoaderFunctionArgs) {
  const profile = await loaded(
    () => resumeDatabaseApi.getProfile(),
    EMPLOYER_FALLBACKS.fetchProfile,
  );
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
        () => resumeDatabaseApi.findCandidates(search.data),
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
    const page = await resumeDatabaseApi.findCandidates({ ...search, cursor });
    return { items: page.candidates, nextCursor: page.nextCursor };
  }, EMPLOYER_FALLBACKS.fetchCandidates);

/** A short-lived signed link to a candidate's resume. */
export const resumeLink = (resume: ResumeRef) =>
  loaded(() => resumeDatabaseApi.getSignedResumeUrl(resume), EMPLOYER_FALLBACKS.openResume);

/** "Ask for access", with the optional note on what the employer is hiring for. */
export async function resumeDatabaseAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, ResumeAccessRequestBodySchema);
  if (!body.ok) return body;
  return loaded(
    () => resumeDatabaseApi.requestAccess(body.data.note),
    'Failed to send the request',
  );
}
