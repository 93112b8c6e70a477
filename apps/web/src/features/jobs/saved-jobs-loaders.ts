import { SAVED_JOB_MESSAGES, type SavedJobState } from '@shuruaat/contract';
import { z } from 'zod';
import type { ActionFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { loaded, type Loaded } from '@/lib/route-data';
import { savedJobsApi } from './saved-jobs-api';

/**
 * The save toggle's submission. A plain form (intent and job id), so the button is a real
 * `<form>` and a `<button>`; with JS the route's fetcher sends it without leaving the page.
 */
const SaveSubmissionSchema = z.object({
  intent: z.enum(['save', 'unsave']),
  jobId: z.string().min(1),
});

/** Whether an action's request is the save toggle's form (the job page also takes reports). */
export const isSaveSubmission = (request: Request) =>
  !(request.headers.get('Content-Type') ?? '').includes('application/json');

/** Saves or removes one listing; answers the state the toggle should now show. */
export async function saveJobAction({
  request,
}: Pick<ActionFunctionArgs, 'request'>): Promise<Loaded<SavedJobState>> {
  const parsed = SaveSubmissionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const message = 'Choose a job to save';
    return { ok: false, failure: { status: 400, code: 'VALIDATION', message, details: [] } };
  }
  const { intent, jobId } = parsed.data;
  return loaded(
    () => (intent === 'save' ? savedJobsApi.saveJob(jobId) : savedJobsApi.unsaveJob(jobId)),
    SAVED_JOB_MESSAGES.saveFailed,
  );
}

/**
 * A save changes only its own button, which shows the action's answer; the page's list stays as
 * it is (a removed job stays on the saved page until the next visit, so it can be saved again).
 */
export const keepPageAfterSave: ShouldRevalidateFunction = ({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}) =>
  // A form posts to its own page with that page's query (/jobs?q=…): compare paths only.
  formAction && new URL(formAction, currentUrl).pathname === currentUrl.pathname
    ? false
    : defaultShouldRevalidate;

/** /user/dashboard/saved-jobs: the first page of saved listings, newest save first. */
export async function savedJobsPageLoader() {
  return { first: await loaded(() => savedJobsApi.findSavedJobs(), SAVED_JOB_MESSAGES.loadFailed) };
}

/** The saved listings after `cursor` ("Load more"). */
export const findMoreSavedJobs = (cursor: string) =>
  loaded(async () => {
    const page = await savedJobsApi.findSavedJobs(cursor);
    return { items: page.savedJobs, nextCursor: page.nextCursor };
  }, SAVED_JOB_MESSAGES.loadFailed);

/**
 * Which listings the signed-in candidate saved, read after hydration (like their application,
 * `readMyApplication`): the public pages render the same for everyone.
 */
export const readSavedJobIds = () =>
  loaded(async () => (await savedJobsApi.findSavedJobIds()).jobIds, SAVED_JOB_MESSAGES.loadFailed);
