import { z } from 'zod';
import { JobListItemSchema } from './search';

/** A bookmark list, not an archive: past this a candidate clears out old saves first. */
export const SAVED_JOBS_LIMIT = 500;

export const SAVED_JOB_MESSAGES = {
  saved: 'Saved to your jobs',
  removed: 'Removed from saved jobs',
  full: `You can keep up to ${SAVED_JOBS_LIMIT} saved jobs. Remove some you no longer need first.`,
  loadFailed: 'Failed to fetch saved jobs',
  saveFailed: 'Failed to save the job',
} as const;

/**
 * A saved listing as the dashboard shows it. `isClosed`: it no longer takes applications
 * (closed, paused or past its apply-by date), so the list marks it rather than dropping it.
 */
export const SavedJobSchema = z.object({
  job: JobListItemSchema,
  savedAt: z.string(),
  isClosed: z.boolean(),
});
export type SavedJob = z.infer<typeof SavedJobSchema>;

export const SavedJobsResponseSchema = z.object({
  savedJobs: z.array(SavedJobSchema),
  nextCursor: z.string().nullable(),
});
export type SavedJobsResponse = z.infer<typeof SavedJobsResponseSchema>;

/** Every listing the candidate saved, so cards and the job page can show the toggle's state. */
export const SavedJobIdsResponseSchema = z.object({ jobIds: z.array(z.string()) });
export type SavedJobIdsResponse = z.infer<typeof SavedJobIdsResponseSchema>;

/** The answer to saving or removing: the state the toggle should now show. */
export const SavedJobStateSchema = z.object({
  jobId: z.string(),
  isSaved: z.boolean(),
  message: z.string(),
});
export type SavedJobState = z.infer<typeof SavedJobStateSchema>;
