import { MESSAGES, ReportBodySchema, type Job } from '@shuruaat/contract';
import { z } from 'zod';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { jobsApi } from './api';
import { searchJobs } from './search-loaders';
import { getMyReport, sendReport } from './report-api';
import { isSaveSubmission, keepPageAfterSave, saveJobAction } from './saved-jobs-loaders';

// The public job screens have no texts of their own in the spec; a reply without a message says
// what every other unexplained failure says.
const FALLBACK = MESSAGES.somethingWentWrong;

const SIMILAR_LIMIT = 4;

/** Others of the same kind in the same category, the job itself left out. */
async function similarTo(job: Job) {
  const filters = { category: job.category, kind: job.kind };
  const page = await searchJobs({ filters, limit: SIMILAR_LIMIT, facets: false });
  return page.items.filter((item) => item._id !== job._id);
}

/** A job page's data: the listing, then others like it (a page without them still shows). */
export async function jobPageLoader({ params }: LoaderFunctionArgs) {
  const detail = await loaded(() => jobsApi.getJob(params.slug ?? ''), FALLBACK);
  const similar = detail.ok ? await loaded(() => similarTo(detail.data.job), FALLBACK) : null;
  return { detail, similar: similar?.ok ? similar.data : [] };
}

const ReportSubmissionSchema = z.object({ jobId: z.string().min(1), report: ReportBodySchema });

/** "Report this listing" on a job page (JSON), or the save toggle's form. */
export async function jobPageAction({ request }: ActionFunctionArgs) {
  if (isSaveSubmission(request)) return saveJobAction({ request });
  const submission = await submitted(request, ReportSubmissionSchema);
  if (!submission.ok) return submission;
  const { jobId, report } = submission.data;
  return loaded(() => sendReport(jobId, report), 'Failed to send the report');
}

/**
 * A report or a save changes nothing else the page shows, so neither fetches the job again
 * (a save's button shows the action's answer).
 */
export const keepJobAfterReport = keepPageAfterSave;

/**
 * Read in the browser after hydration, not by the job page's loader: the response rate is kept
 * apart from the listing (search serves listings from memory and must not wait on it), and the
 * server-rendered job page is the same for everyone while only a candidate has an application.
 */
export const readResponseRate = (companyId: string) => jobsApi.getResponseRate(companyId);

/** Whether the reader already reported this job, asked when they open the report form. */
export const readMyReport = (jobId: string) => loaded(() => getMyReport(jobId), 'Failed to load');

/** The signed-in candidate's application to a job (see `readResponseRate` for why not a loader). */
export const readMyApplication = (jobId: string) => jobsApi.getMyApplication(jobId);
