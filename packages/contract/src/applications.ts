import { z } from 'zod';
import { DecisionReasonSchema, RejectionReasonSchema } from './decision-reasons';
import { ResumeRefSchema } from './candidates';
import { JobKindSchema, JobStatusSchema, WorkModeSchema } from './job-options';
import {
  ApplicantCountsSchema,
  ApplicationStatusSchema,
  CompanySummarySchema,
  JobSchema,
  type ApplicationStatus,
} from './jobs';
import { CitySchema } from './places';
import { NUL_FREE, NUL_MESSAGE, text } from './text';

export const APPLICATION_LIMITS = {
  coverLetterMin: 50,
  coverLetterMax: 3000,
  answerMax: 2000,
} as const;

/**
 * The availability check: each flag is true when the candidate can meet what the job states
 * (its start date, its duration, its location or work mode, and full- or part-time).
 */
export const AvailabilitySchema = z.strictObject({
  startDate: z.boolean(),
  duration: z.boolean(),
  location: z.boolean(),
  schedule: z.boolean(),
});
export type Availability = z.infer<typeof AvailabilitySchema>;
export const AVAILABILITY_KEYS = ['startDate', 'duration', 'location', 'schedule'] as const;

export const ApplyBodySchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        questionId: text().max(64),
        answer: text()
          .trim()
          .max(
            APPLICATION_LIMITS.answerMax,
            `Keep each answer under ${APPLICATION_LIMITS.answerMax} characters`,
          ),
      }),
    )
    .max(20),
  coverLetter: z
    .string({ error: 'Tell the employer why you should be hired' })
    .regex(NUL_FREE, NUL_MESSAGE)
    .trim()
    .min(
      APPLICATION_LIMITS.coverLetterMin,
      `Write at least ${APPLICATION_LIMITS.coverLetterMin} characters on why you should be hired`,
    )
    .max(
      APPLICATION_LIMITS.coverLetterMax,
      `Keep it under ${APPLICATION_LIMITS.coverLetterMax} characters`,
    ),
  availability: AvailabilitySchema,
  /** Send the candidate's published project portfolio with the application. */
  includePortfolio: z.boolean().optional(),
  /** The spec sends it; the server checks it is the caller. */
  candidateId: text().max(64),
});
export type ApplyBody = z.infer<typeof ApplyBodySchema>;

export const ApplicationEventSchema = z.object({
  status: ApplicationStatusSchema,
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

/** An answer kept with the question as it was worded when the candidate applied. */
export const AnsweredQuestionSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  required: z.boolean(),
  answer: z.string(),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestionSchema>;

/** The job's terms the availability flags refer to, as they were when the candidate applied. */
export const JobTermsSchema = z.object({
  startDate: z.string().nullable(),
  durationMonths: z.number().nullable(),
  workMode: WorkModeSchema,
  cities: z.array(CitySchema),
  partTime: z.boolean(),
});
export type JobTerms = z.infer<typeof JobTermsSchema>;

/** One application as its candidate sees it. */
export const CandidateApplicationSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  candidateId: z.string(),
  job: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    kind: JobKindSchema,
    status: JobStatusSchema,
    company: CompanySummarySchema,
  }),
  status: ApplicationStatusSchema,
  /** Why it was not selected, when the employer said (or did not answer in time). */
  decisionReason: DecisionReasonSchema.nullable(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  coverLetter: z.string(),
  answers: z.array(AnsweredQuestionSchema),
  availability: AvailabilitySchema,
  resume: ResumeRefSchema,
  timeline: z.array(ApplicationEventSchema),
});
export type CandidateApplication = z.infer<typeof CandidateApplicationSchema>;

/** `status` takes one status or several separated by commas. */
export const ApplicationListQuerySchema = z.strictObject({
  status: text()
    .max(100)
    .transform((value, ctx) => {
      const parts = value.split(',').filter(Boolean);
      const parsed = z.array(ApplicationStatusSchema).safeParse(parts);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'Unknown application status' });
        return z.NEVER;
      }
      return parsed.data;
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(200).optional(),
});

/** `application` is null until the candidate applies: "not yet" is an answer, not an error. */
export const CandidateApplicationResponseSchema = z.object({
  application: CandidateApplicationSchema.nullable(),
});

export const CandidateApplicationsResponseSchema = z.object({
  applications: z.array(CandidateApplicationSchema),
  counts: ApplicantCountsSchema,
  nextCursor: z.string().nullable(),
});
export type CandidateApplicationsResponse = z.infer<typeof CandidateApplicationsResponseSchema>;

/** What the candidate sees for each status; a removed application reads as not selected. */
export const CANDIDATE_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
  removed: 'Not selected',
};

export const EMPLOYER_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  removed: 'Removed',
};

/**
 * An applicant's email and phone reach the job's employer by applying, and stop with a
 * withdrawal or a removal. One rule for the contact card and the CSV download.
 */
export const isContactShared = (status: ApplicationStatus): boolean =>
  status !== 'removed' && status !== 'withdrawn';

// ── The employer's pipeline ─────────────────────────────────────────────────

/** Statuses an employer may set; withdrawn is the candidate's, removed has its own call. */
export const EMPLOYER_SETTABLE_STATUSES = [
  'applied',
  'shortlisted',
  'interview',
  'hired',
  'rejected',
] as const;
export const EmployerSettableStatusSchema = z.enum(EMPLOYER_SETTABLE_STATUSES, {
  error: 'Status must be one of applied, shortlisted, interview, hired or rejected',
});
export type EmployerSettableStatus = z.infer<typeof EmployerSettableStatusSchema>;

/** `reason` goes only with `rejected`: the candidate reads it with the decision. */
export const UpdateApplicantStatusBodySchema = z
  .strictObject({
    newStatus: EmployerSettableStatusSchema,
    reason: RejectionReasonSchema.optional(),
  })
  .refine((b) => b.reason === undefined || b.newStatus === 'rejected', {
    message: 'A reason goes only with a rejection',
    path: ['reason'],
  });

export const BULK_LIMIT = 100;
export const BulkApplicantStatusBodySchema = z
  .strictObject({
    userIds: z
      .array(text().max(64))
      .min(1, 'Select at least one applicant')
      .max(BULK_LIMIT, `Select at most ${BULK_LIMIT} applicants at a time`),
    newStatus: z.enum(['shortlisted', 'rejected'], {
      error: 'Bulk actions shortlist or reject',
    }),
    reason: RejectionReasonSchema.optional(),
  })
  .refine((b) => b.reason === undefined || b.newStatus === 'rejected', {
    message: 'A reason goes only with a rejection',
    path: ['reason'],
  });
export const BulkApplicantStatusResponseSchema = z.object({
  message: z.string(),
  updated: z.array(z.string()),
  /** Applicants left as they were (withdrawn, removed, or not an applicant of this job). */
  skipped: z.array(z.string()),
});
export type BulkApplicantStatusResponse = z.infer<typeof BulkApplicantStatusResponseSchema>;

export const ApplicantSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  status: ApplicationStatusSchema,
  decisionReason: DecisionReasonSchema.nullable(),
  fullName: z.string(),
  college: z.string(),
  degree: z.string(),
  graduationYear: z.number().int().nullable(),
  skills: z.array(z.string()),
  city: z.string(),
  coverLetter: z.string(),
  answers: z.array(AnsweredQuestionSchema),
  availability: AvailabilitySchema,
  /** The availability flags the candidate could not confirm. */
  mismatches: z.array(z.enum(['startDate', 'duration', 'location', 'schedule'])),
  jobTerms: JobTermsSchema,
  resume: ResumeRefSchema,
  appliedAt: z.string(),
  timeline: z.array(ApplicationEventSchema),
  /** The handle of the published portfolio sent with the application, else null. */
  portfolioHandle: z.string().nullable(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantsResponseSchema = z.object({
  job: z.object({ _id: z.string(), title: z.string(), slug: z.string(), status: JobStatusSchema }),
  applicants: z.array(ApplicantSchema),
  counts: ApplicantCountsSchema,
  nextCursor: z.string().nullable(),
});
export type ApplicantsResponse = z.infer<typeof ApplicantsResponseSchema>;

export const PIPELINE_MESSAGES = {
  statusUpdated: 'Applicant status updated successfully!',
  removed: 'Applicant removed successfully!',
  withdrawnLocked: 'This candidate withdrew the application; its status can no longer change.',
  /** A user id that is not an applicant of the job: a 404, or why a bulk message skipped one. */
  notAnApplicant: 'This person has not applied to this job',
} as const;

// ── Resume database ─────────────────────────────────────────────────────────

export const ResumeSearchQuerySchema = z.strictObject({
  skills: text().trim().max(200).optional(),
  city: text().trim().max(80).optional(),
  degree: text().trim().max(100).optional(),
  graduationYear: z.coerce.number().int().min(1980).max(2100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(200).optional(),
});
export type ResumeSearchQuery = z.input<typeof ResumeSearchQuerySchema>;

export const DatabaseCandidateSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  city: z.string(),
  college: z.string(),
  degree: z.string(),
  graduationYear: z.number().int().nullable(),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  bio: z.string(),
  preferredCities: z.array(CitySchema),
  preferredWorkMode: z.string(),
  resume: ResumeRefSchema.nullable(),
  updatedAt: z.string(),
});
export type DatabaseCandidate = z.infer<typeof DatabaseCandidateSchema>;

export const ResumeAccessResponseSchema = z.object({
  candidates: z.array(DatabaseCandidateSchema),
  nextCursor: z.string().nullable(),
});
export type ResumeAccessResponse = z.infer<typeof ResumeAccessResponseSchema>;

export const RESUME_ACCESS_MESSAGES = {
  noAccess:
    'Resume database access is granted by the Shuruaat team. Ask for it here and an admin will review your request.',
} as const;

// ── Jobs for you ────────────────────────────────────────────────────────────

export const JobForYouSchema = JobSchema.extend({
  /** The candidate's skills this job asks for, in the job's spelling. */
  matchedSkills: z.array(z.string()),
  cityMatch: z.boolean(),
  workModeMatch: z.boolean(),
});
export type JobForYou = z.infer<typeof JobForYouSchema>;

export const JobsForYouResponseSchema = z.object({
  jobs: z.array(JobForYouSchema),
  nextCursor: z.string().nullable(),
});
export type JobsForYouResponse = z.infer<typeof JobsForYouResponseSchema>;

// ── Admin ───────────────────────────────────────────────────────────────────

export const ResumeAccessGrantBodySchema = z.strictObject({ resumeAccess: z.boolean() });
export const ResumeAccessGrantResponseSchema = z.object({
  message: z.string(),
  employerId: z.string(),
  resumeAccess: z.boolean(),
});
