import { z } from 'zod';
import { MOBILE, normaliseMobile } from './candidates';
import { emptyOr } from './optional-text';
import { text } from './text';

/**
 * Messages from the public site, stored in one inbox for admins: contact messages, applications
 * to Shuruaat's own programs, and enquiries about corporate training and intern-delivered
 * services. A new kind (campus ambassadors, say) is one more value here; the column is text.
 */
export const SUBMISSION_KINDS = [
  'contact',
  'program-application',
  'corporate-enquiry',
  'services-enquiry',
  'offer-report',
] as const;
export const SubmissionKindSchema = z.enum(SUBMISSION_KINDS);
export type SubmissionKind = z.infer<typeof SubmissionKindSchema>;

export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  contact: 'Contact message',
  'program-application': 'Program application',
  'corporate-enquiry': 'Corporate training enquiry',
  'services-enquiry': 'Services enquiry',
  'offer-report': 'Suspicious offer (from “Is this offer real?”)',
};

/**
 * What each detail of a submission is called in the inbox. The server sends these words; the
 * contract's catalogue gives each a key, so a Hindi inbox shows them in Hindi (decision 032).
 */
export const SUBMISSION_DETAIL_LABELS: Record<string, string> = {
  topic: 'Topic',
  service: 'Service',
  organisation: 'Organisation',
  teamSize: 'Team size',
  program: 'Program',
  track: 'Track',
  college: 'College',
  graduationYear: 'Graduation year',
  skills: 'Skills',
  source: 'Where it came from',
  flags: 'Red flags found',
};

export const SUBMISSION_MESSAGES = {
  contactSent: 'Thank you! Your message has reached us. We reply within 2 working days.',
  enquirySent: 'Thank you! Our team will write to you within 2 working days.',
  applicationSent: 'Application received! We reply to every applicant within 7 days.',
  contactFailed: 'Could not send your message. Please try again.',
  enquiryFailed: 'Could not send your enquiry. Please try again.',
  applyFailed: 'Could not submit your application. Please try again.',
  fetchFailed: 'Failed to fetch submissions',
  updateFailed: 'Failed to update submission',
  markedHandled: 'Marked as handled',
  markedUnhandled: 'Marked as not handled',
  notFound: 'Submission not found',
  alreadyApplied: 'You have already applied to this program. We will write to you soon.',
  noResume: 'Upload a resume first, or apply without one',
} as const;

/**
 * What the site's forms say about a field (contact, enquiry, program application), in the spec's
 * English; the contract's catalogue gives each a key (`contract.submissionForms.<name>`), so a
 * Hindi page shows them in Hindi. A number the code fills in is a parameter there.
 */
export const SUBMISSION_FORM_MESSAGES = {
  nameMissing: 'Enter your name',
  nameTooLong: 'Keep your name under 100 characters',
  emailTooLong: 'Enter a shorter email address',
  emailInvalid: 'Enter a valid email address, like asha@example.in',
  mobileInvalid: 'Enter a 10-digit Indian mobile number, like 98765 43210',
  messageTooShort: 'Tell us a little more (at least 20 characters)',
  messageTooLong: 'Keep your message under 3,000 characters',
  topicMissing: 'Choose a topic',
  serviceMissing: 'Choose a service',
  teamSizeMissing: 'Choose a team size',
  organisationMissing: 'Enter your company or organisation',
  organisationTooLong: 'Keep your company or organisation under 150 characters',
  programMissing: 'Choose a program',
  trackMissing: 'Choose a track',
  collegeMissing: 'Enter your college',
  collegeTooLong: 'Keep your college under 150 characters',
  yearMissing: 'Enter the year you graduate, like 2027',
  yearNotWhole: 'Enter a year, like 2027',
  yearTooEarly: 'Enter a year from 1980',
  yearTooLate: 'Enter the year you expect to graduate',
  skillEmpty: 'A skill cannot be empty',
  skillTooLong: 'Keep each skill short',
  skillsMissing: 'List at least one skill',
  skillsTooMany: (max: number) => `List at most ${max} skills`,
  whyTooShort: (min: number) => `Write at least ${min} characters`,
  whyTooLong: (max: number) => `Keep it under ${max} characters`,
} as const;
const FORM = SUBMISSION_FORM_MESSAGES;

const required = (max: number, missing: string, tooLong: string) =>
  text().trim().min(1, missing).max(max, tooLong);

const NameSchema = text().trim().min(2, FORM.nameMissing).max(100, FORM.nameTooLong);
const EmailSchema = text()
  .trim()
  .toLowerCase()
  .max(254, FORM.emailTooLong)
  .pipe(z.email(FORM.emailInvalid));
const MobileSchema = emptyOr(text().regex(MOBILE), FORM.mobileInvalid).transform((phone) =>
  phone === '' ? '' : normaliseMobile(phone),
);
const MessageSchema = text().trim().min(20, FORM.messageTooShort).max(3000, FORM.messageTooLong);
/**
 * A field people never see (hidden from sight and from screen readers). Bots fill every field;
 * a filled one is answered like a success and not stored, so the bot learns nothing.
 */
const HoneypotSchema = text().max(500).optional();

export const CONTACT_TOPICS = ['student', 'employer', 'programs', 'press', 'other'] as const;
export const ContactTopicSchema = z.enum(CONTACT_TOPICS, { error: FORM.topicMissing });
export type ContactTopic = z.infer<typeof ContactTopicSchema>;
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  student: 'I am a student or fresher',
  employer: 'I am hiring',
  programs: 'Programs and training',
  press: 'Press and partnerships',
  other: 'Something else',
};

export const ContactBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema.optional(),
  topic: ContactTopicSchema,
  message: MessageSchema,
  website: HoneypotSchema,
});
export type ContactBody = z.input<typeof ContactBodySchema>;

/** What a company or client asks about: a corporate training track or an intern-built service. */
export const ENQUIRY_SERVICES = ['corporate-training', 'web', 'design'] as const;
export const EnquiryServiceSchema = z.enum(ENQUIRY_SERVICES, { error: FORM.serviceMissing });
export type EnquiryService = z.infer<typeof EnquiryServiceSchema>;

export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201+'] as const;

export const EnquiryBodySchema = z.strictObject({
  service: EnquiryServiceSchema,
  name: NameSchema,
  email: EmailSchema,
  mobile: MobileSchema.optional(),
  organisation: required(150, FORM.organisationMissing, FORM.organisationTooLong),
  teamSize: z.enum(TEAM_SIZES, { error: FORM.teamSizeMissing }).optional(),
  message: MessageSchema,
  website: HoneypotSchema,
});
export type EnquiryBody = z.input<typeof EnquiryBodySchema>;

// ── Shuruaat's own programs (/apply) ─────────────────────────────────────────
export const PROGRAMS = ['free-internship', 'standard', 'premium'] as const;
export const ProgramSchema = z.enum(PROGRAMS, { error: FORM.programMissing });
export type Program = z.infer<typeof ProgramSchema>;
export const PROGRAM_LABELS: Record<Program, string> = {
  'free-internship': 'Free internship',
  standard: 'Standard Program',
  premium: 'Premium Program',
};

export const PROGRAM_TRACKS = [
  'web-development',
  'data-analytics',
  'ui-ux-design',
  'digital-marketing',
  'content-writing',
] as const;
export const ProgramTrackSchema = z.enum(PROGRAM_TRACKS, { error: FORM.trackMissing });
export type ProgramTrack = z.infer<typeof ProgramTrackSchema>;
export const TRACK_LABELS: Record<ProgramTrack, string> = {
  'web-development': 'Web development',
  'data-analytics': 'Data analytics',
  'ui-ux-design': 'UI/UX design',
  'digital-marketing': 'Digital marketing',
  'content-writing': 'Content writing',
};

export const PROGRAM_LIMITS = { skills: 15, whyMin: 50, whyMax: 2000 } as const;

/** A signed-in candidate applies; name and email come from their account. */
export const ProgramApplicationBodySchema = z.strictObject({
  program: ProgramSchema,
  track: ProgramTrackSchema,
  college: required(150, FORM.collegeMissing, FORM.collegeTooLong),
  graduationYear: z
    .number({ error: FORM.yearMissing })
    .int(FORM.yearNotWhole)
    .min(1980, FORM.yearTooEarly)
    .max(new Date().getFullYear() + 6, FORM.yearTooLate),
  skills: z
    .array(text().trim().min(1, FORM.skillEmpty).max(40, FORM.skillTooLong))
    .min(1, FORM.skillsMissing)
    .max(PROGRAM_LIMITS.skills, FORM.skillsTooMany(PROGRAM_LIMITS.skills)),
  whyYou: text()
    .trim()
    .min(PROGRAM_LIMITS.whyMin, FORM.whyTooShort(PROGRAM_LIMITS.whyMin))
    .max(PROGRAM_LIMITS.whyMax, FORM.whyTooLong(PROGRAM_LIMITS.whyMax)),
  /** Attach the candidate's current resume (the latest uploaded version) to the application. */
  attachResume: z.boolean(),
});
export type ProgramApplicationBody = z.input<typeof ProgramApplicationBodySchema>;

export const ResumeAttachmentSchema = z.object({ publicId: z.string(), version: z.number() });

export const ProgramApplicationSchema = z.object({
  _id: z.string(),
  program: ProgramSchema,
  track: ProgramTrackSchema,
  college: z.string(),
  graduationYear: z.number(),
  skills: z.array(z.string()),
  whyYou: z.string(),
  resume: ResumeAttachmentSchema.nullable(),
  createdAt: z.string(),
});
export type ProgramApplication = z.infer<typeof ProgramApplicationSchema>;

export const ProgramApplicationResponseSchema = z.object({
  message: z.string(),
  application: ProgramApplicationSchema,
});
export const ProgramApplicationsResponseSchema = z.object({
  applications: z.array(ProgramApplicationSchema),
});
export type ProgramApplicationsResponse = z.infer<typeof ProgramApplicationsResponseSchema>;

export const SubmissionSentResponseSchema = z.object({ message: z.string() });

// ── The admin inbox ──────────────────────────────────────────────────────────
export const SUBMISSION_PREVIEW_LENGTH = 140;

/** A message's first words on one line, cut at a word with an ellipsis when longer. */
export function messagePreview(message: string, length = SUBMISSION_PREVIEW_LENGTH): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export const SubmissionSchema = z.object({
  _id: z.string(),
  kind: SubmissionKindSchema,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The kind's own fields (topic, service, program, track…) as label → value lines. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** What it is about, for the inbox row: the contact topic, the service or the program. */
  topic: z.string(),
  /** The message's opening on one line, for the inbox row (SUBMISSION_PREVIEW_LENGTH at most). */
  preview: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  resume: ResumeAttachmentSchema.nullable(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

export const SubmissionsQuerySchema = z.strictObject({
  kind: SubmissionKindSchema.optional(),
  handled: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(200).optional(),
});
export type SubmissionsQuery = z.input<typeof SubmissionsQuerySchema>;
export type SubmissionsFilter = z.output<typeof SubmissionsQuerySchema>;

export const SubmissionsResponseSchema = z.object({
  submissions: z.array(SubmissionSchema),
  nextCursor: z.string().nullable(),
});
export type SubmissionsResponse = z.infer<typeof SubmissionsResponseSchema>;

export const SubmissionResponseSchema = z.object({ submission: SubmissionSchema });

export const SetHandledBodySchema = z.strictObject({ handled: z.boolean() });
export const SubmissionMessageResponseSchema = z.object({
  message: z.string(),
  submission: SubmissionSchema,
});
