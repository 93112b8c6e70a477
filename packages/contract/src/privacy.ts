import { z } from 'zod';
import { text } from './text';
import { NoticeLanguageSchema, type NoticeLanguage } from './notice-languages';

/** Sign-in sessions, consent, data export and self-deletion (decision 022). */

/** Each language named in its own script, as a reader looks for it. */
export const NOTICE_LANGUAGE_NAMES: Readonly<Record<NoticeLanguage, string>> = {
  en: 'English',
  hi: 'हिन्दी',
};

/**
 * The version of the privacy notice and terms (/privacy-policy, /terms-and-privacy) in each
 * language: a consent records the language and version the person read. Changing a version asks
 * everyone who agreed in that language to agree again at their next sign-in; a consent to an
 * older version no longer counts. A change of meaning changes every language's text and version.
 * 2026-11-26: the terms name asking a candidate for money as an offence (issues 26, 27).
 */
export const NOTICE_VERSIONS: Readonly<Record<NoticeLanguage, string>> = {
  en: '2026-11-26',
  hi: '2026-11-26',
};

/** The English notice's version: what a consent without a language agreed to. */
export const PRIVACY_NOTICE_VERSION = NOTICE_VERSIONS.en;

export const CONSENT_PURPOSES = ['privacy_notice', 'resume_database', 'marketing_email'] as const;
export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES);
export type ConsentPurpose = z.infer<typeof ConsentPurposeSchema>;

export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  privacy_notice: 'Privacy notice and terms',
  resume_database: 'Show my profile in the resume database',
  marketing_email: 'News and tips by email',
};

export const ConsentRecordSchema = z.object({
  _id: z.string(),
  purpose: ConsentPurposeSchema,
  noticeVersion: z.string(),
  /** The language of the notice the person read (older consents: English). */
  noticeLanguage: NoticeLanguageSchema,
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const ConsentsResponseSchema = z.object({
  currentNoticeVersion: z.string(),
  /** True when the user has not agreed to the current notice (new version, or never asked). */
  noticeConsentNeeded: z.boolean(),
  /** Which purposes hold a consent now (given and not withdrawn). */
  active: z.object({
    privacy_notice: z.boolean(),
    resume_database: z.boolean(),
    marketing_email: z.boolean(),
  }),
  history: z.array(ConsentRecordSchema),
});
export type ConsentsResponse = z.infer<typeof ConsentsResponseSchema>;

export const ConsentBodySchema = z.strictObject({
  purpose: ConsentPurposeSchema,
  given: z.boolean(),
  /** The language of the notice shown beside the choice; English when left out. */
  noticeLanguage: NoticeLanguageSchema.optional(),
});
export type ConsentBody = z.infer<typeof ConsentBodySchema>;

export const SessionSchema = z.object({
  _id: z.string(),
  /** A readable name for the browser and system, e.g. "Chrome on Android". */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionsResponseSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionsResponse = z.infer<typeof SessionsResponseSchema>;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);

export const DataExportSchema = z.object({
  _id: z.string(),
  status: DataExportStatusSchema,
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Where to download the archive once it is ready (signed-in owner only). */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportsResponseSchema = z.object({ exports: z.array(DataExportSchema) });
export type DataExportsResponse = z.infer<typeof DataExportsResponseSchema>;

export const DataExportResponseSchema = z.object({ export: DataExportSchema });

export const DeleteAccountBodySchema = z.strictObject({
  /** Left out by an account that confirmed with Google in the last few minutes instead. */
  password: text().min(1, 'Enter your password to confirm').max(128).optional(),
  /** Typed by the user, so a stray click cannot erase an account. */
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** How long a prepared archive can be downloaded before it is removed. */
export const DATA_EXPORT_TTL_DAYS = 7;

export const PRIVACY_MESSAGES = {
  sessionNotFound: 'Session not found',
  confirmFirst:
    'Enter your password, or confirm with Google, to delete your account. A Google check counts for 5 minutes.',
  exportNotFound: 'Export not found',
  exportNotReady: 'This export is not ready yet',
  exportPending: 'An export is already being prepared. It will appear here when it is ready.',
  exportRequested: 'We are preparing your data. It usually takes under a minute.',
  wrongPassword: 'That password is not right',
  noticeCannotBeWithdrawn:
    'The privacy notice cannot be withdrawn on its own: to stop all processing, delete your account.',
  accountDeleted: 'Your account has been deleted',
  signedOutEverywhere: 'Signed out on every device',
  adminSelfDeletion: 'An admin account is deleted by another admin, from the Users screen.',
} as const;
