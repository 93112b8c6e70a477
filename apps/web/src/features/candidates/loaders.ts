import { UpdateCandidateProfileBodySchema, type ResumeRef } from '@shuruaat/contract';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import type { UploadProgress } from '@/lib/http';
import { loaded, submitted } from '@/lib/route-data';
import { candidatesApi } from './api';
import { CANDIDATE_MESSAGES } from '@/lib/candidate-messages';
import { requestT } from '@/lib/i18n/request-words';
import type { Translate } from '@/lib/i18n/translate';

const profile = () => loaded(() => candidatesApi.getProfile(), CANDIDATE_MESSAGES.fetchProfile);

/** The profile form's data: the candidate's profile, with its completeness. */
export async function profilePageLoader() {
  return { profile: await profile() };
}

/**
 * A profile save, from the profile form or the resume page's switch: the saved profile, which
 * the pages' loaders then read again.
 */
export async function profileAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, UpdateCandidateProfileBodySchema);
  if (!body.ok) return body;
  return loaded(
    () => candidatesApi.updateProfile(body.data),
    CANDIDATE_MESSAGES.profileUpdateFailed,
  );
}

/** A refused save changed nothing, so the page is not fetched again. */
export const keepAfterRefusal: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isRefusal(actionResult) ? false : defaultShouldRevalidate);

const isRefusal = (result: unknown) =>
  typeof result === 'object' && result !== null && 'ok' in result && result.ok === false;

/** Jobs for you: the first page of matches, and the profile that says what they match on. */
export async function jobsForYouLoader() {
  const [matches, who] = await Promise.all([
    loaded(() => candidatesApi.findJobsForYou(), CANDIDATE_MESSAGES.fetchJobs),
    profile(),
  ]);
  return { first: matches, profile: who.ok ? who.data.profile : null };
}

/** The matches after `cursor` ("Load more"). */
export const findMoreJobsForYou = (cursor: string) =>
  loaded(async () => {
    const page = await candidatesApi.findJobsForYou({ cursor });
    return { items: page.jobs, nextCursor: page.nextCursor };
  }, CANDIDATE_MESSAGES.fetchJobs);

/** The resume page: the profile (current resume, visibility), every version, who viewed them. */
export async function resumePageLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const [who, versions, views] = await Promise.all([
    profile(),
    loaded(() => candidatesApi.findResumeVersions(), t('candidates.failed.resumes')),
    loaded(() => candidatesApi.findResumeViews(), t('candidates.failed.views')),
  ]);
  return { profile: who, versions, views };
}

/** The views after `cursor` ("Load more"). */
export const findMoreResumeViews = (cursor: string, t: Translate) =>
  loaded(async () => {
    const page = await candidatesApi.findResumeViews({ cursor });
    return { items: page.views, nextCursor: page.nextCursor };
  }, t('candidates.failed.views'));

/**
 * A resume file sent with its progress (a file with a progress bar, not a form's JSON, so it is
 * not a route action); the page then reads its loaders again.
 */
export const sendResume = (file: File, onProgress: UploadProgress) =>
  loaded(() => candidatesApi.uploadResume(file, onProgress), CANDIDATE_MESSAGES.upload);

/** A short-lived signed link to one of the candidate's own resumes. */
export const resumeLink = (ref: ResumeRef, t: Translate) =>
  loaded(() => candidatesApi.getSignedResumeUrl(ref), t('candidates.failed.openResume'));
