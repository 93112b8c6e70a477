import { z } from 'zod';

/** One recorded run of a background job (decision 031). */
export const BackgroundJobRunSchema = z.object({
  id: z.number().int(),
  instance: z.string(),
  attempt: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string(),
  failed: z.boolean(),
  /** What the run threw; admins only, so the text is shown as it was. */
  error: z.string().nullable(),
});
export type BackgroundJobRun = z.infer<typeof BackgroundJobRunSchema>;

export const BackgroundJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  scope: z.enum(['cluster', 'instance']),
  /** How often it runs; 0 only when asked. */
  everyMs: z.number().int(),
  /** When the next run is due (cluster jobs; each instance keeps its own otherwise). */
  nextRunAt: z.string().nullable(),
  isRunning: z.boolean(),
  failuresInARow: z.number().int(),
  recentRuns: z.array(BackgroundJobRunSchema),
  lastFailure: BackgroundJobRunSchema.nullable(),
});
export type BackgroundJob = z.infer<typeof BackgroundJobSchema>;

export const BackgroundJobsResponseSchema = z.object({ jobs: z.array(BackgroundJobSchema) });
export type BackgroundJobsResponse = z.infer<typeof BackgroundJobsResponseSchema>;
