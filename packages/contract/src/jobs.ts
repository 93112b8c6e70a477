import { z } from 'zod';
import { CitySchema } from './places';
import { IsoDateSchema } from './dates';
import {
  CategorySchema,
  JOB_LIMITS,
  JobKindSchema,
  JobStatusSchema,
  PerkSchema,
  WorkModeSchema,
} from './job-options';
import { refineJob } from './job-rules';
import { ListingReviewSchema } from './screening';
import { text } from './text';

const Rupees = z
  .number({ error: 'Enter an amount in rupees' })
  .int('Use whole rupees')
  .nonnegative();
export const PayRangeSchema = z.object({ min: Rupees, max: Rupees });
export type PayRange = z.infer<typeof PayRangeSchema>;

export const QuestionInputSchema = z.strictObject({
  question: text().trim().min(5, 'Write the question in at least 5 characters').max(300),
  required: z.boolean(),
});

const unique = (items: string[]) => new Set(items).size === items.length;
const uniqueIgnoringCase = (items: string[]) => unique(items.map((s) => s.toLowerCase()));

/** The fields an employer writes; the same shape is posted, edited and returned. */
export const JobFieldsSchema = z.strictObject({
  kind: JobKindSchema,
  title: text()
    .trim()
    .min(5, 'Write a title of at least 5 characters')
    .max(100, 'Keep the title under 100 characters'),
  description: text()
    .trim()
    .min(50, 'Describe the role in at least 50 characters: what they will do and learn')
    .max(10_000, 'Keep the description under 10,000 characters'),
  category: CategorySchema,
  skills: z
    .array(text().trim().min(1).max(40, 'Keep each skill under 40 characters'))
    .max(JOB_LIMITS.skills, `List at most ${JOB_LIMITS.skills} skills`)
    .refine(uniqueIgnoringCase, 'Each skill once'),
  workMode: WorkModeSchema,
  cities: z
    .array(CitySchema)
    .max(JOB_LIMITS.cities, `Choose at most ${JOB_LIMITS.cities} cities`)
    .refine(unique, 'Each city once'),
  partTime: z.boolean(),
  openings: z
    .number({ error: 'Enter the number of openings' })
    .int()
    .min(1, 'At least one opening')
    .max(JOB_LIMITS.openingsMax, `At most ${JOB_LIMITS.openingsMax} openings`),
  startDate: IsoDateSchema.nullable(),
  durationMonths: z
    .number()
    .int()
    .min(1, 'At least 1 month')
    .max(JOB_LIMITS.durationMonthsMax, `At most ${JOB_LIMITS.durationMonthsMax} months`)
    .nullable()
    .optional(),
  stipend: PayRangeSchema.nullable().optional(),
  ctc: PayRangeSchema.nullable().optional(),
  ppo: z.boolean().optional(),
  /** Only applicants aged 18 or over may apply (minors.ts). */
  adultsOnly: z.boolean().optional(),
  perks: z.array(PerkSchema).refine(unique, 'Each perk once'),
  questions: z
    .array(QuestionInputSchema)
    .max(JOB_LIMITS.questions, `Ask at most ${JOB_LIMITS.questions} questions`),
  applyBy: IsoDateSchema,
});
export type JobFields = z.infer<typeof JobFieldsSchema>;

/** Posting may save a draft instead of publishing. */
export const PostJobBodySchema = JobFieldsSchema.extend({
  status: z.enum(['draft', 'active']).optional(),
}).superRefine(refineJob);
export type PostJobBody = z.infer<typeof PostJobBodySchema>;

export const UpdateJobBodySchema = JobFieldsSchema.superRefine(refineJob);
export type UpdateJobBody = z.infer<typeof UpdateJobBodySchema>;

export const CompanySummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
});

/**
 * A job as every response returns it. Written out rather than derived from the input schema:
 * responses describe shape only, so the posting rules (lengths, uniqueness, dates) are not re-run
 * on every job the server sends, and a listing saved under older rules can still be shown.
 */
export const JobSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  kind: JobKindSchema,
  title: z.string(),
  description: z.string(),
  category: CategorySchema,
  skills: z.array(z.string()),
  workMode: WorkModeSchema,
  cities: z.array(CitySchema),
  partTime: z.boolean(),
  openings: z.number().int(),
  startDate: z.string().nullable(),
  durationMonths: z.number().nullable(),
  stipend: PayRangeSchema.nullable(),
  ctc: PayRangeSchema.nullable(),
  ppo: z.boolean(),
  adultsOnly: z.boolean(),
  perks: z.array(PerkSchema),
  questions: z.array(z.object({ _id: z.string(), question: z.string(), required: z.boolean() })),
  applyBy: z.string(),
  status: JobStatusSchema,
  company: CompanySummarySchema,
  /** Active and the apply-by date not passed: decided when read, no timers. */
  isAcceptingApplications: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof JobSchema>;

export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'interview',
  'hired',
  'rejected',
  'withdrawn',
  'removed',
] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const ApplicantCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    ApplicationStatus,
    z.ZodNumber
  >,
);
export type ApplicantCounts = z.infer<typeof ApplicantCountsSchema>;

export const PostedJobSchema = JobSchema.extend({
  applicantCounts: ApplicantCountsSchema,
  applicantTotal: z.number().int(),
  /** Screening's word on the listing (issue 27); null when it was never screened. */
  review: ListingReviewSchema.nullable().optional(),
});
export type PostedJob = z.infer<typeof PostedJobSchema>;

export const JOB_MESSAGES = {
  posted: 'Job posted successfully!',
  updated: 'Job updated successfully!',
  statusUpdated: 'Job status updated successfully!',
  deleted: 'Job deleted successfully!',
} as const;

export const JobResponseSchema = z.object({ job: JobSchema });
export const JobMessageResponseSchema = z.object({
  job: JobSchema,
  message: z.string(),
  /** After a post or an edit: how screening left the listing (held listings are not public). */
  review: ListingReviewSchema.nullable().optional(),
});
export const JobDeletedResponseSchema = z.object({ jobId: z.string(), message: z.string() });

export const CursorQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(200).optional(),
});

export const JobsPostedResponseSchema = z.object({
  jobsPosted: z.array(PostedJobSchema),
  nextCursor: z.string().nullable(),
});
export type JobsPostedResponse = z.infer<typeof JobsPostedResponseSchema>;

export const JobPageSchema = z.object({
  items: z.array(JobSchema),
  nextCursor: z.string().nullable(),
});
export type JobPage = z.infer<typeof JobPageSchema>;

export const AdminJobsResponseSchema = z.object({
  jobs: z.array(PostedJobSchema),
  nextCursor: z.string().nullable(),
});
export type AdminJobsResponse = z.infer<typeof AdminJobsResponseSchema>;

export const PublicJobsResponseSchema = z.object({ jobs: z.array(JobSchema) });
