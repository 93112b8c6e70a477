import { JobStatusSchema, PostJobBodySchema, UpdateJobBodySchema } from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { loaded, submitted } from '@/lib/route-data';
import { postedJobsApi } from './posted-jobs-api';
import { EMPLOYER_FALLBACKS } from '@/lib/employer-messages';

/** My jobs (and the overview's counts): the first page of the employer's listings. */
export const firstJobsPosted = () =>
  loaded(() => postedJobsApi.findJobsPosted(null), EMPLOYER_FALLBACKS.fetchJobsPosted);

/** The listings after `cursor` ("Load more"). */
export const findMoreJobsPosted = (cursor: string) =>
  loaded(async () => {
    const page = await postedJobsApi.findJobsPosted(cursor);
    return { items: page.jobsPosted, nextCursor: page.nextCursor };
  }, EMPLOYER_FALLBACKS.fetchJobsPosted);

export async function myJobsLoader() {
  return { jobs: await firstJobsPosted() };
}

const JobChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), jobId: z.string().min(1), status: JobStatusSchema }),
  z.object({ intent: z.literal('delete'), jobId: z.string().min(1) }),
]);

/** A listing paused, reopened, closed or published ("status"), or deleted. */
export async function myJobsAction({ request }: ActionFunctionArgs) {
  const change = await submitted(request, JobChangeSchema);
  if (!change.ok) return change;
  const { jobId } = change.data;
  if (change.data.intent === 'delete') {
    return loaded(() => postedJobsApi.deleteJob(jobId), EMPLOYER_FALLBACKS.deleteJob);
  }
  const { status } = change.data;
  return loaded(() => postedJobsApi.setJobStatus(jobId, status), EMPLOYER_FALLBACKS.setJobStatus);
}

/** Post a job: the company, for the preview and the notice that the profile is incomplete. */
export async function postJobLoader() {
  return {
    profile: await loaded(() => postedJobsApi.getProfile(), EMPLOYER_FALLBACKS.fetchProfile),
  };
}

/** Posting a job, published or as a draft. */
export async function postJobAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, PostJobBodySchema);
  if (!body.ok) return body;
  return loaded(() => postedJobsApi.postJob(body.data), EMPLOYER_FALLBACKS.postJob);
}

export async function editJobLoader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  return { job: await loaded(() => postedJobsApi.getJob(id), EMPLOYER_FALLBACKS.fetchJob) };
}

/** Saving an edited job. */
export async function editJobAction({ request, params }: ActionFunctionArgs) {
  const body = await submitted(request, UpdateJobBodySchema);
  if (!body.ok) return body;
  const id = params.id ?? '';
  return loaded(() => postedJobsApi.updateJob(id, body.data), EMPLOYER_FALLBACKS.updateJob);
}
