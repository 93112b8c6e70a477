import { z } from 'zod';
import { CompanyPublicProfileSchema } from './search';
import { text } from './text';

/**
 * An employer's track record (issue 27): figures the employer cannot edit, computed from what
 * happened on Shuruaat. Definitions (docs/decisions/036-employer-track-records.md):
 * - counted: applications sent at least `graceDays` ago, except those the candidate withdrew
 *   before any answer (the employer never had the chance);
 * - answered: the employer moved it out of "applied" (shortlisted, interview, hired, rejected,
 *   removed), or closed the listing, which answers every waiting applicant with a reason.
 *   Shuruaat's own answers (30 days of silence, a listing removed after review) are not answers;
 * - days to first answer: from sending to the first such answer, median over those answered;
 * - hires: applications to the company's listings now marked hired, at any time;
 * - stipend: interns' answers to "Were you paid as listed?", shown from `minimumStipendAnswers`.
 */
export const TRACK_RECORD = {
  graceDays: 14,
  minimumApplications: 5,
  minimumStipendAnswers: 3,
  /** How many companies one request may ask about (a page of search results is 20). */
  maxCompanies: 50,
} as const;

export const TrackRecordSchema = z.object({
  companyId: z.string(),
  /** Applications counted (see above). */
  applications: z.number().int(),
  /** Share (0–1) of counted applications answered; null below the minimum. */
  answeredShare: z.number().nullable(),
  /** Median days from sending to the first answer, one decimal; null below the minimum. */
  medianDaysToAnswer: z.number().nullable(),
  hires: z.number().int(),
  /** Interns who answered the stipend question, and how many said "yes"; null below 3 answers. */
  stipend: z.object({ answers: z.number().int(), paidAsListed: z.number().int() }).nullable(),
  /** Nothing above is shown yet: too little has happened here to say anything fair. */
  isNew: z.boolean(),
});
export type TrackRecord = z.infer<typeof TrackRecordSchema>;

const TOO_MANY_COMPANIES = `Ask about at most ${TRACK_RECORD.maxCompanies} companies at a time`;
export const TrackRecordsQuerySchema = z.object({
  /** Comma-separated company ids, at most `maxCompanies`. */
  companyIds: text()
    .max(TRACK_RECORD.maxCompanies * 37, TOO_MANY_COMPANIES)
    .refine((ids) => ids.split(',').length <= TRACK_RECORD.maxCompanies, TOO_MANY_COMPANIES),
});
export const TrackRecordsResponseSchema = z.object({ trackRecords: z.array(TrackRecordSchema) });
export type TrackRecordsResponse = z.infer<typeof TrackRecordsResponseSchema>;

export const CompanyTrackRecordResponseSchema = z.object({
  company: CompanyPublicProfileSchema,
  trackRecord: TrackRecordSchema,
});
export type CompanyTrackRecordResponse = z.infer<typeof CompanyTrackRecordResponseSchema>;

export const STIPEND_ANSWERS = ['yes', 'partly', 'no'] as const;
export const StipendAnswerSchema = z.enum(STIPEND_ANSWERS, {
  error: 'Answer yes, partly or no',
});
export type StipendAnswer = z.infer<typeof StipendAnswerSchema>;

export const STIPEND_NOTE_MAX = 1000;
export const STIPEND_RESPONSE_MAX = 2000;

export const StipendAnswerBodySchema = z.object({
  answer: StipendAnswerSchema,
  note: text()
    .trim()
    .max(STIPEND_NOTE_MAX, `Keep the note under ${STIPEND_NOTE_MAX} characters`)
    .optional(),
});
export type StipendAnswerBody = z.infer<typeof StipendAnswerBodySchema>;

export const EmployerStipendResponseBodySchema = z.object({
  response: text()
    .trim()
    .min(1, 'Write your response')
    .max(STIPEND_RESPONSE_MAX, `Keep the response under ${STIPEND_RESPONSE_MAX} characters`),
});
export type EmployerStipendResponseBody = z.infer<typeof EmployerStipendResponseBodySchema>;

/** One hired intern's stipend question, as the intern, the employer or an admin sees it. */
export const StipendCheckSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The intern's name; "Deleted account" once erased. */
  internName: z.string(),
  /** The monthly stipend the listing promised (rupees); null when none was listed. */
  stipendListed: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  endedOn: z.string(),
  askedAt: z.string(),
  answer: StipendAnswerSchema.nullable(),
  note: z.string(),
  answeredAt: z.string().nullable(),
  employerResponse: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type StipendCheck = z.infer<typeof StipendCheckSchema>;

export const StipendChecksResponseSchema = z.object({
  stipendChecks: z.array(StipendCheckSchema),
  nextCursor: z.string().nullable(),
});
export type StipendChecksResponse = z.infer<typeof StipendChecksResponseSchema>;

export const StipendCheckMessageResponseSchema = z.object({
  message: z.string(),
  stipendCheck: StipendCheckSchema,
});
export type StipendCheckMessageResponse = z.infer<typeof StipendCheckMessageResponseSchema>;

export const STIPEND_MESSAGES = {
  question: 'Were you paid as listed?',
  notFound: 'Stipend question not found',
  alreadyAnswered: 'You have already answered this question',
  answered: 'Thank you — your answer is recorded',
  alreadyResponded: 'You have already responded to this answer',
  responded: 'Your response is recorded and shown to Shuruaat’s reviewers',
  notRespondable: 'Only an answer of "partly" or "no" can be responded to',
  tooManyCompanies: TOO_MANY_COMPANIES,
  companyNotFound: 'Company not found',
} as const;
