import { z } from 'zod';
import { AgeStatusSchema } from './minors';
import { CitySchema } from './places';
import { WorkModeSchema } from './job-options';
import { MESSAGES } from './messages';
import { emptyOr } from './optional-text';
import { text } from './text';

/** Indian mobile numbers: ten digits starting 6–9, optionally written with +91 or a leading 0. */
export const MOBILE = /^(?:\+91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}$/;

/** Keeps the ten digits of a mobile number so one number is stored one way. */
export function normaliseMobile(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

export const CANDIDATE_LIMITS = {
  skills: 20,
  languages: 10,
  preferredCities: 5,
  bio: 1000,
  graduationYearMin: 1980,
  /** Students apply up to a few years before they graduate. */
  graduationYearsAhead: 6,
} as const;

const limited = (max: number, label: string) =>
  text().trim().max(max, `${label} must be at most ${max} characters`);

const optionalUrl = emptyOr(
  z.url({ protocol: /^https?$/ }),
  'Enter a full web address, like https://github.com/you',
);

const uniqueIgnoringCase = (items: string[]) =>
  new Set(items.map((s) => s.toLowerCase())).size === items.length;

export const CandidateLinksSchema = z.strictObject({
  github: optionalUrl,
  linkedin: optionalUrl,
  portfolio: optionalUrl,
});
export type CandidateLinks = z.infer<typeof CandidateLinksSchema>;

/** '' means no preference. */
export const PreferredWorkModeSchema = z.union([z.literal(''), WorkModeSchema]);

/**
 * What a candidate writes. Every field may be left out (unchanged); strings may be '' (cleared).
 * The profile counts as complete when COMPLETE_PROFILE_FIELDS are filled and one skill is listed.
 */
export const UpdateCandidateProfileBodySchema = z.strictObject({
  fullName: limited(100, 'Full name').optional(),
  phone: emptyOr(text().regex(MOBILE), 'Enter a 10-digit Indian mobile number, like 98765 43210')
    .transform((phone) => (phone === '' ? '' : normaliseMobile(phone)))
    .optional(),
  city: limited(80, 'City').optional(),
  college: limited(150, 'College').optional(),
  degree: limited(100, 'Degree').optional(),
  graduationYear: z
    .number({ error: 'Enter the year you graduate, like 2027' })
    .int('Enter a year, like 2027')
    .min(CANDIDATE_LIMITS.graduationYearMin, 'Enter a year from 1980')
    .max(
      new Date().getFullYear() + CANDIDATE_LIMITS.graduationYearsAhead,
      'Enter the year you expect to graduate',
    )
    .nullable()
    .optional(),
  skills: z
    .array(text().trim().min(1, 'A skill cannot be empty').max(40, 'Keep each skill short'))
    .max(CANDIDATE_LIMITS.skills, `List at most ${CANDIDATE_LIMITS.skills} skills`)
    .refine(uniqueIgnoringCase, 'Each skill once')
    .optional(),
  bio: limited(CANDIDATE_LIMITS.bio, 'About you').optional(),
  languages: z
    .array(text().trim().min(1).max(40))
    .max(CANDIDATE_LIMITS.languages, `List at most ${CANDIDATE_LIMITS.languages} languages`)
    .refine(uniqueIgnoringCase, 'Each language once')
    .optional(),
  links: CandidateLinksSchema.optional(),
  preferredCities: z
    .array(CitySchema)
    .max(
      CANDIDATE_LIMITS.preferredCities,
      `Choose at most ${CANDIDATE_LIMITS.preferredCities} cities`,
    )
    .refine((cities) => new Set(cities).size === cities.length, 'Each city once')
    .optional(),
  preferredWorkMode: PreferredWorkModeSchema.optional(),
  visibleToEmployers: z.boolean().optional(),
});
export type UpdateCandidateProfileBody = z.infer<typeof UpdateCandidateProfileBodySchema>;

/** The fields that, with at least one skill, make a profile complete enough to apply. */
export const COMPLETE_PROFILE_FIELDS = [
  'fullName',
  'phone',
  'city',
  'college',
  'degree',
  'graduationYear',
  'skills',
] as const;
export type CompleteProfileField = (typeof COMPLETE_PROFILE_FIELDS)[number];

export const CANDIDATE_FIELD_LABELS: Record<CompleteProfileField, string> = {
  fullName: 'full name',
  phone: 'mobile number',
  city: 'city',
  college: 'college',
  degree: 'degree',
  graduationYear: 'graduation year',
  skills: 'at least one skill',
};

/** A resume as the API names it: the candidate's file series and one numbered version of it. */
export const ResumeRefSchema = z.object({
  publicId: z.string(),
  version: z.number().int(),
});
export type ResumeRef = z.infer<typeof ResumeRefSchema>;

export const CandidateProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string(),
  city: z.string(),
  college: z.string(),
  degree: z.string(),
  graduationYear: z.number().int().nullable(),
  skills: z.array(z.string()),
  bio: z.string(),
  languages: z.array(z.string()),
  links: z.object({ github: z.string(), linkedin: z.string(), portfolio: z.string() }),
  preferredCities: z.array(CitySchema),
  preferredWorkMode: PreferredWorkModeSchema,
  visibleToEmployers: z.boolean(),
  /** The current (latest) resume, or null before the first upload. */
  resume: ResumeRefSchema.nullable(),
  isProfileUpdated: z.boolean(),
  /** Fields still needed before the candidate may apply; empty when complete. */
  missingForApplying: z.array(z.enum(COMPLETE_PROFILE_FIELDS)),
  /** Under 18, and whether a parent or guardian has agreed (see minors.ts). */
  age: AgeStatusSchema,
});
export type CandidateProfile = z.infer<typeof CandidateProfileSchema>;

export const CandidateProfileResponseSchema = z.object({ profile: CandidateProfileSchema });
export const CandidateProfileMessageResponseSchema = z.object({
  profile: CandidateProfileSchema,
  message: z.string(),
});

/** Completeness for the meter: the required fields and the extras that make a profile stand out. */
export const PROFILE_METER_FIELDS = [
  ...COMPLETE_PROFILE_FIELDS,
  'bio',
  'languages',
  'links',
  'resume',
] as const;

export function profileCompleteness(profile: CandidateProfile): number {
  const filled: Record<(typeof PROFILE_METER_FIELDS)[number], boolean> = {
    fullName: profile.fullName !== '',
    phone: profile.phone !== '',
    city: profile.city !== '',
    college: profile.college !== '',
    degree: profile.degree !== '',
    graduationYear: profile.graduationYear !== null,
    skills: profile.skills.length > 0,
    bio: profile.bio !== '',
    languages: profile.languages.length > 0,
    links: Object.values(profile.links).some((link) => link !== ''),
    resume: profile.resume !== null,
  };
  const count = Object.values(filled).filter(Boolean).length;
  return Math.round((count / PROFILE_METER_FIELDS.length) * 100);
}

// ── Resumes ─────────────────────────────────────────────────────────────────

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Signed resume links live this long. */
export const SIGNED_URL_TTL_SECONDS = 10 * 60;

export const RESUME_MESSAGES = {
  uploaded: 'Resume uploaded successfully!',
  notPdf: 'Upload your resume as a PDF file.',
  tooLarge: 'Your resume must be 5 MB or smaller.',
  badName: 'Rename the file without slashes or dots before “.pdf” and try again.',
  missing: 'Choose a PDF resume to upload.',
  empty: 'This file is empty. Choose your PDF resume again.',
  linkInvalid: 'This resume link is invalid or has expired. Open the resume again.',
} as const;

export const ResumeVersionSchema = ResumeRefSchema.extend({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  isCurrent: z.boolean(),
});
export type ResumeVersion = z.infer<typeof ResumeVersionSchema>;

export const UploadResumeResponseSchema = z.object({
  message: z.string(),
  resume: ResumeRefSchema,
});
export type UploadResumeResponse = z.infer<typeof UploadResumeResponseSchema>;

export const ResumeVersionsResponseSchema = z.object({ versions: z.array(ResumeVersionSchema) });
export type ResumeVersionsResponse = z.infer<typeof ResumeVersionsResponseSchema>;

/** `public_id` and `version` as the spec's signed-resume-url query names them. */
export const SignedResumeUrlQuerySchema = z.strictObject({
  public_id: text().trim().min(1).max(64),
  version: z.coerce.number().int().min(1).max(100_000),
});
export const SignedUrlResponseSchema = z.object({ url: z.string() });
export type SignedUrlResponse = z.infer<typeof SignedUrlResponseSchema>;

export const ResumeViewSchema = z.object({
  _id: z.string(),
  company: z.object({ _id: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  version: z.number().int(),
  /** Whether the company opened it from an application or from the resume database. */
  via: z.enum(['application', 'database']),
  viewedAt: z.string(),
});
export type ResumeView = z.infer<typeof ResumeViewSchema>;

export const ResumeViewsResponseSchema = z.object({
  views: z.array(ResumeViewSchema),
  nextCursor: z.string().nullable(),
});
export type ResumeViewsResponse = z.infer<typeof ResumeViewsResponseSchema>;

/** Kept beside the other fixed strings, so the web entry does not load these schemas. */
export const CANDIDATE_MESSAGES = MESSAGES.candidate;
