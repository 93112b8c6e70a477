import {
  CONTACT_TOPIC_LABELS,
  PROGRAM_LABELS,
  ProgramApplicationSchema,
  SUBMISSION_DETAIL_LABELS,
  SubmissionKindSchema,
  TRACK_LABELS,
  messagePreview,
  type ProgramApplication,
  type Submission,
} from '@shuruaat/contract';
import type { SubmissionDetails, SubmissionRow } from '../../db/schema/submissions';

const DETAIL_LABELS = SUBMISSION_DETAIL_LABELS;

const SERVICE_LABELS: Record<string, string> = {
  'corporate-training': 'Corporate training',
  web: 'Web development',
  design: 'UI/UX design',
};

const VALUE_LABELS: Record<string, Record<string, string>> = {
  topic: CONTACT_TOPIC_LABELS,
  service: SERVICE_LABELS,
  program: PROGRAM_LABELS,
  track: TRACK_LABELS,
};

function detailLines(details: SubmissionDetails): Submission['details'] {
  return Object.entries(details).map(([key, value]) => {
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    return { label: DETAIL_LABELS[key] ?? key, value: VALUE_LABELS[key]?.[text] ?? text };
  });
}

/** The one detail that says what a submission is about; its kind names the rest. */
const TOPIC_KEYS = ['topic', 'service', 'program'] as const;

function topicOf(details: SubmissionDetails): string {
  const key = TOPIC_KEYS.find((k) => typeof details[k] === 'string' && details[k] !== '');
  if (!key) return '';
  const value = String(details[key]);
  return VALUE_LABELS[key]?.[value] ?? value;
}

const resumeOf = (row: SubmissionRow) =>
  row.resumePublicId && row.resumeVersion !== null
    ? { publicId: row.resumePublicId, version: row.resumeVersion }
    : null;

export function toSubmission(row: SubmissionRow): Submission {
  return {
    _id: row.id,
    // Rows are written only through the contract's kinds; an unknown one reads as contact.
    kind: SubmissionKindSchema.catch('contact').parse(row.kind),
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    details: detailLines(row.details),
    topic: topicOf(row.details),
    preview: messagePreview(row.message),
    message: row.message,
    userId: row.userId,
    resume: resumeOf(row),
    handled: row.handledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toProgramApplication(row: SubmissionRow): ProgramApplication {
  return ProgramApplicationSchema.parse({
    _id: row.id,
    program: row.program,
    track: row.details.track,
    college: row.details.college,
    graduationYear: row.details.graduationYear,
    skills: row.details.skills,
    whyYou: row.message,
    resume: resumeOf(row),
    createdAt: row.createdAt.toISOString(),
  });
}
