import { z } from 'zod';
import { MessageWarningSchema } from './scam-warnings';
import { ScreeningFlagCodeSchema } from './screening';
import { text } from './text';

/**
 * Messages and interviews on an application (issue 16). The application is the conversation:
 * the employer who owns the job opens it, the candidate replies.
 */
export const MESSAGE_MAX_LENGTH = 4000;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_ATTACHMENT_FIELD = 'file';
export const MESSAGE_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
];

export const INTERVIEW_MODES = ['online', 'in_person'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_STATUSES = [
  'proposed',
  'accepted',
  'reschedule_requested',
  'cancelled',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  proposed: 'Waiting for the candidate',
  accepted: 'Accepted',
  reschedule_requested: 'Another time asked for',
  // Both when a new time replaces it and when a party's account is erased (decision 027).
  cancelled: 'Cancelled',
};

export const CONVERSATION_MESSAGES = {
  notFound: 'Conversation not found',
  notOpened:
    'The employer has not written to you about this application yet. You can reply once they do.',
  blocked: 'This candidate has turned off messages from your company.',
  youBlocked: 'You turned off messages from this company. Turn them back on to write.',
  empty: 'Write a message or attach a file.',
  attachmentType: 'Attach a PDF, or a PNG, JPEG or WebP image.',
  attachmentTooLarge: 'The attachment is larger than 5 MB.',
  attachmentTooManyPixels:
    'The image is larger than 25 megapixels (5000 × 5000 pixels). Attach a smaller copy.',
  attachmentMissing: 'Choose a file to attach (field "file").',
  attachmentEmpty: 'The attachment is empty.',
  sent: 'Message sent',
  blockedNow: 'You will not receive messages from this company.',
  unblockedNow: 'Messages from this company are on again.',
  reported: 'Thank you. Our team will review this message.',
  reportReviewed: 'Report marked reviewed.',
  reportNotFound: 'Report not found, or already reviewed.',
  alreadyReported: 'You have already reported this message.',
  onlyReplies: 'Only the other party’s messages can be reported.',
  interviewScheduled: 'Interview scheduled. The candidate has been told.',
  interviewAccepted: 'Interview accepted. The employer has been told.',
  interviewRescheduleAsked: 'Your request for another time has been sent.',
  interviewNotFound: 'Interview not found',
  interviewClosed: 'This interview has been replaced by a newer one.',
  interviewInPast: 'Choose a date and time in the future.',
  applicationClosed: 'This application is closed; messages and interviews are no longer possible.',
  reportReasonTooShort: 'Say briefly what is wrong (3 characters or more)',
  dateFormat: 'Use the date format YYYY-MM-DD',
  timeFormat: 'Use the time format HH:MM (24-hour, IST)',
  locationMissing: 'Give the meeting link or the address',
  whichTimes: 'Say which times suit you',
  /** The inbox's line for a conversation whose last message is a file alone. */
  sentAttachment: 'Sent an attachment',
  tooManyStreams:
    'Live updates are already open in too many tabs or devices. Close some of them, then reload this page.',
} as const;

const Iso = z.string();

export const MessageAttachmentSchema = z.object({
  name: z.string(),
  type: z.string(),
  url: z.string(),
});

export const ConversationMessageSchema = z.object({
  _id: z.string(),
  fromEmployer: z.boolean(),
  /** Sent by the caller. */
  mine: z.boolean(),
  body: z.string(),
  attachment: MessageAttachmentSchema.nullable(),
  /** Seen by the other party. */
  read: z.boolean(),
  createdAt: Iso,
  /** The candidate's warning on an employer's message that asks for money or secrets; else null. */
  warning: MessageWarningSchema.nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

export const InterviewSchema = z.object({
  _id: z.string(),
  applicationId: z.string(),
  startsAt: Iso,
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string(),
  notes: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  candidateNote: z.string(),
  /** The calendar file, for either party. */
  icsUrl: z.string(),
  updatedAt: Iso,
});
export type Interview = z.infer<typeof InterviewSchema>;

export const ConversationSchema = z.object({
  applicationId: z.string(),
  role: z.enum(['employer', 'candidate']),
  job: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  company: z.object({ _id: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  candidate: z.object({ _id: z.string(), name: z.string() }),
  applicationStatus: z.string(),
  /** The candidate turned off this company's messages. */
  blocked: z.boolean(),
  /** Whether the caller may write now, and if not, why. */
  canSend: z.boolean(),
  cannotSendReason: z.string().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationResponseSchema = z.object({
  conversation: ConversationSchema,
  messages: z.array(ConversationMessageSchema),
  interviews: z.array(InterviewSchema),
});
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

export const ConversationSummarySchema = z.object({
  applicationId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The other party: the company for a candidate, the candidate for an employer. */
  withName: z.string(),
  lastMessage: z.string(),
  lastMessageMine: z.boolean(),
  lastAt: Iso,
  unreadCount: z.number().int(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const InboxResponseSchema = z.object({
  conversations: z.array(ConversationSummarySchema),
  unreadCount: z.number().int(),
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

export const SendMessageBodySchema = z.strictObject({
  body: text().trim().min(1, CONVERSATION_MESSAGES.empty).max(MESSAGE_MAX_LENGTH),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** One message to several applicants of a job, each on their own application's conversation. */
export const BULK_MESSAGE_LIMIT = 100;
export const BulkMessageBodySchema = z.strictObject({
  userIds: z
    .array(text().max(64))
    .min(1, 'Select at least one applicant')
    .max(BULK_MESSAGE_LIMIT, `Select at most ${BULK_MESSAGE_LIMIT} applicants at a time`),
  body: SendMessageBodySchema.shape.body,
});
export type BulkMessageBody = z.infer<typeof BulkMessageBodySchema>;
export const BulkMessageResponseSchema = z.object({
  message: z.string(),
  sent: z.array(z.string()),
  /** Applicants not written to, each with the reason (turned messages off, withdrew, …). */
  skipped: z.array(z.object({ userId: z.string(), reason: z.string() })),
});
export type BulkMessageResponse = z.infer<typeof BulkMessageResponseSchema>;

export const SendMessageResponseSchema = z.object({
  message: z.string(),
  sent: ConversationMessageSchema,
});

export const MESSAGE_REPORT_REASONS = [
  'Abusive or threatening',
  'Harassment',
  'Spam or scam',
  'Other',
];
export const ReportMessageBodySchema = z.strictObject({
  reason: text().trim().min(3, CONVERSATION_MESSAGES.reportReasonTooShort).max(500),
});

export const MessageReportSchema = z.object({
  _id: z.string(),
  messageId: z.string(),
  applicationId: z.string(),
  reason: z.string(),
  body: z.string(),
  /** Who reported it: a candidate reports an employer's message, an employer a reply. */
  reportedBy: z.enum(['candidate', 'employer']),
  /** The red flags the screening found in it when it was sent (codes of scam-warnings.ts). */
  flagCodes: z.array(ScreeningFlagCodeSchema),
  /** The sender's account, and whether its messaging is paused now (employers only). */
  senderId: z.string().nullable(),
  senderSuspended: z.boolean(),
  reporterEmail: z.string().nullable(),
  senderEmail: z.string().nullable(),
  createdAt: Iso,
});
/** An admin marks a reported message reviewed, with a note for the audit log. */
export const ResolveMessageReportBodySchema = z.strictObject({
  note: text().trim().max(500, 'Keep the note under 500 characters').default(''),
});
export type ResolveMessageReportBody = z.input<typeof ResolveMessageReportBodySchema>;

export const MessageReportsResponseSchema = z.object({ reports: z.array(MessageReportSchema) });
export type MessageReport = z.infer<typeof MessageReportSchema>;

export const ApplicantContactResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type ApplicantContact = z.infer<typeof ApplicantContactResponseSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Date and time are India Standard Time, as the employer typed them. */
export const ScheduleInterviewBodySchema = z.strictObject({
  date: text().regex(DATE, CONVERSATION_MESSAGES.dateFormat),
  time: text().regex(TIME, CONVERSATION_MESSAGES.timeFormat),
  durationMinutes: z.number().int().min(10).max(480),
  mode: z.enum(INTERVIEW_MODES),
  location: text().trim().min(3, CONVERSATION_MESSAGES.locationMissing).max(500),
  notes: text().trim().max(1000).default(''),
});
export type ScheduleInterviewBody = z.input<typeof ScheduleInterviewBodySchema>;

export const RespondInterviewBodySchema = z
  .strictObject({
    answer: z.enum(['accept', 'reschedule']),
    note: text().trim().max(500).default(''),
  })
  .refine((b) => b.answer === 'accept' || b.note.length > 0, {
    message: CONVERSATION_MESSAGES.whichTimes,
    path: ['note'],
  });
export type RespondInterviewBody = z.input<typeof RespondInterviewBodySchema>;

export const InterviewResponseSchema = z.object({
  message: z.string(),
  interview: InterviewSchema,
});

/** What the live stream sends: enough to refresh the conversation or the unread badge. */
export const MessageStreamEventSchema = z.object({
  type: z.enum(['message', 'interview', 'read']),
  applicationId: z.string(),
  message: ConversationMessageSchema.optional(),
});
export type MessageStreamEvent = z.infer<typeof MessageStreamEventSchema>;
