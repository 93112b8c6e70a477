import { ApplyBodySchema, type ResumeRef } from '@shuruaat/contract';
import { z } from 'zod';
import type {
  ActionFunctionArgs,
  LoaderFunctionArgs,
  ShouldRevalidateFunction,
} from 'react-router';
import type { UploadProgress } from '@/lib/http';
import { CANDIDATE_MESSAGES, LOCAL_FALLBACKS } from '@/lib/candidate-messages';
import { revalidateOnConflict } from '@/lib/revalidate-on-conflict';
import { loaded, submitted } from '@/lib/route-data';
import { applicationsApi } from './api';
import { readFilter, statusQuery, type ApplicationFilter } from './application-filters';

const profile = () => loaded(() => applicationsApi.getProfile(), CANDIDATE_MESSAGES.fetchProfile);

/** My applications: the chip chosen in the address (`?status=`), its first page and the counts. */
export async function applicationsLoader({ request }: LoaderFunctionArgs) {
  const filter = readFilter(new URL(request.url).searchParams.get('status'));
  const first = await loaded(
    () => applicationsApi.findApplications({ status: statusQuery(filter) }),
    CANDIDATE_MESSAGES.fetchApplications,
  );
  return { filter, first };
}

/** The page of the same chip after `cursor` ("Load more"). */
export const findMoreApplications = (filter: ApplicationFilter, cursor: string) =>
  loaded(async () => {
    const page = await applicationsApi.findApplications({ cursor, status: statusQuery(filter) });
    return { items: page.applications, nextCursor: page.nextCursor };
  }, CANDIDATE_MESSAGES.fetchApplications);

const WithdrawalSchema = z.strictObject({
  jobId: z.string().min(1),
  candidateId: z.string().min(1),
});

/** "Withdraw application": the server's message, and when, so the list shows it at once. */
export async function withdrawAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, WithdrawalSchema);
  if (!body.ok) return body;
  const { jobId, candidateId } = body.data;
  return loaded(async () => {
    const { message } = await applicationsApi.withdraw(jobId, candidateId);
    return { jobId, message, at: new Date().toISOString() };
  }, CANDIDATE_MESSAGES.withdraw);
}

/**
 * A withdrawal is shown on the list as it stands (pages added with "Load more" included), so it
 * does not fetch the list again; changing the chip does, and so does a refusal saying the list
 * is out of date (withdrawn already in another tab).
 */
export const keepListAfterWithdrawal: ShouldRevalidateFunction = revalidateOnConflict(
  ({ formMethod, defaultShouldRevalidate }) => (formMethod ? false : defaultShouldRevalidate),
);

/**
 * The apply screen: the job with the candidate's application to it if they sent one (a 404 says
 * there is no such job), and their profile, which decides whether they may apply yet.
 */
export async function applyPageLoader({ params }: LoaderFunctionArgs) {
  const jobId = params.id ?? '';
  const [target, who] = await Promise.all([
    loaded(async () => {
      const [{ job }, { application }] = await Promise.all([
        applicationsApi.getJob(jobId),
        applicationsApi.getApplication(jobId),
      ]);
      return { job, application };
    }, LOCAL_FALLBACKS.fetchJob),
    profile(),
  ]);
  return { target, profile: who };
}

/** "Submit application"; the signed-in candidate's id comes with the form, as the spec sends it. */
export async function applyAction({ request, params }: ActionFunctionArgs) {
  const body = await submitted(request, ApplyBodySchema);
  if (!body.ok) return body;
  return loaded(() => applicationsApi.apply(params.id ?? '', body.data), CANDIDATE_MESSAGES.apply);
}

/**
 * After an application is sent the page is left, so nothing is fetched again. A refusal is
 * shown on the form; only one that says the screen is out of date (applied meanwhile in another
 * tab, or the profile changed) fetches it again.
 */
export const keepApplyUnlessOutdated: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => {
  const answer = actionResult as Awaited<ReturnType<typeof applyAction>> | undefined;
  if (!answer || !('ok' in answer)) return defaultShouldRevalidate;
  if (answer.ok) return false;
  const { status, details } = answer.failure;
  return status === 409 || details.some((detail) => detail.path.startsWith('profile.'));
};

/**
 * A resume file sent from the apply form with its progress (a file with a progress bar, not a
 * form's JSON, so it is not a route action); the page then reads its loaders again.
 */
export const sendResume = (file: File, onProgress: UploadProgress) =>
  loaded(() => applicationsApi.uploadResume(file, onProgress), CANDIDATE_MESSAGES.upload);

/** A short-lived signed link to one of the candidate's own resumes. */
export const resumeLink = (ref: ResumeRef) =>
  loaded(() => applicationsApi.getSignedResumeUrl(ref), LOCAL_FALLBACKS.openResume);
