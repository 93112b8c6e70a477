import { z } from 'zod';
import { cinProblem, gstinProblem, type CinProblem, type GstinProblem } from './company-ids';
import { CursorQuerySchema } from './jobs';
import { REPORT_OPEN_MESSAGE, ReportReasonSchema } from './listing-reports';
import { RoleSchema } from './roles';
import { text } from './text';

/** The admin console's strings; the first four are the spec's (§4) verbatim. */
export const ADMIN_MESSAGES = {
  userDeleted: 'User deleted successfully!',
  roleUpdated: 'User role updated!',
  jobDeleted: 'Job deleted successfully!',
  jobPosted: 'Job posted successfully!',
  fetchUsers: 'Failed to fetch users',
  deleteJob: 'Failed to delete job',
  updateJob: 'Failed to update job',
  postJob: 'Failed to post job',
  userNotFound: 'User not found',
  deletedAccountName: 'Deleted account',
  ownRole: 'You cannot change your own role.',
  lastAdmin: 'This is the last admin account: make another admin first.',
  deleteSelf: 'You cannot delete your own account from the admin console.',
  notEmployer: 'This account is not an employer.',
  verificationRequested: 'Verification requested. An admin will review it shortly.',
  verificationPending: 'Your verification request is already waiting for review.',
  alreadyVerified: 'Your company is already verified.',
  verificationNotPending: 'This request has already been decided.',
  verificationWithdrawn: 'Verification request withdrawn. You can send a new one at any time.',
  verificationCorrected: 'Verification request corrected. It keeps its place in the queue.',
  noVerificationRequest: 'You have no verification request to change.',
  verificationApproved: 'Company verified.',
  verificationRejected: 'Verification request rejected.',
  verificationRevoked: 'Verification revoked.',
  notVerified: 'This company is not verified.',
  websiteDomain: 'The website must be on the same domain as your sign-in email.',
  needCompanyName: 'Add your company name to your profile before asking for verification.',
  accessRequested: 'Request sent. An admin will review it shortly.',
  accessPending: 'Your request is already waiting for review.',
  accessAlreadyGranted: 'Your company already has resume database access.',
  accessGranted: 'Resume access granted.',
  accessRevoked: 'Resume access withdrawn.',
  reportSent: 'Thank you. An admin will look at this listing.',
  reportOpen: REPORT_OPEN_MESSAGE,
  reportNotOpen: 'This report has already been resolved.',
  reportsClosed: 'Listing closed and reporters told.',
  reportsDismissed: 'Reports dismissed and reporters told.',
  ownListing: 'You cannot report your own listing.',
} as const;

// ---- Users ---------------------------------------------------------------------------------

export const USER_STATUSES = ['active', 'deleted'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);

export const AdminUsersQuerySchema = CursorQuerySchema.extend({
  q: text().trim().max(100).optional(),
  role: RoleSchema.optional(),
  status: UserStatusSchema.default('active'),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  _id: z.string(),
  role: RoleSchema,
  email: z.string(),
  displayName: z.string(),
  status: UserStatusSchema,
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Applications sent (candidates) or jobs posted (employers); 0 for admins. */
  applicationCount: z.number().int(),
  jobCount: z.number().int(),
  company: z
    .object({
      _id: z.string(),
      name: z.string(),
      verified: z.boolean(),
      resumeAccess: z.boolean(),
      resumeAccessRequested: z.boolean(),
    })
    .nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const UpdateRoleBodySchema = z.strictObject({ role: RoleSchema });
export type UpdateRoleBody = z.infer<typeof UpdateRoleBodySchema>;

export const UpdateRoleResponseSchema = z.object({
  user: z.object({ _id: z.string(), role: RoleSchema }),
  message: z.string(),
});
export const DeleteUserResponseSchema = z.object({ userId: z.string(), message: z.string() });

// ---- Audit log -----------------------------------------------------------------------------

/** Every action the console records; the filter offers these. Blog actions come from the blog editor. */
export const AUDIT_ACTIONS = [
  'user.role_change',
  'user.delete',
  'job.post',
  'job.edit',
  'job.status_change',
  'job.delete',
  'screening.automatic',
  'screening.approve',
  'screening.reject',
  'verification.approve',
  'verification.reject',
  'verification.revoke',
  'resume_access.grant',
  'resume_access.revoke',
  'report.close_listing',
  'report.dismiss',
  'message_report.resolve',
  'messaging.lift_suspension',
  'employer.suspend',
  'blog.publish',
  'blog.edit',
  'blog.unpublish',
  'blog.delete',
] as const;

export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'user.role_change': 'Changed a role',
  'user.delete': 'Deleted an account',
  'job.post': 'Posted a job',
  'job.edit': 'Edited a job',
  'job.status_change': 'Changed a job’s status',
  'job.delete': 'Deleted a job',
  'screening.automatic': 'Screened a listing (automatic)',
  'screening.approve': 'Approved a screened listing',
  'screening.reject': 'Rejected a screened listing',
  'verification.approve': 'Verified a company',
  'verification.reject': 'Rejected a verification',
  'verification.revoke': 'Revoked a verification',
  'resume_access.grant': 'Granted resume access',
  'resume_access.revoke': 'Revoked resume access',
  'report.close_listing': 'Closed a reported listing',
  'report.dismiss': 'Dismissed reports',
  'message_report.resolve': 'Reviewed a reported message',
  'messaging.lift_suspension': 'Turned an employer’s messaging back on',
  'employer.suspend': 'Suspended an employer',
  'blog.publish': 'Published a blog post',
  'blog.edit': 'Edited a blog post',
  'blog.unpublish': 'Unpublished a blog post',
  'blog.delete': 'Deleted a blog post',
};

export const AuditQuerySchema = CursorQuerySchema.extend({
  action: text().max(60).optional(),
  actorId: z.uuid().optional(),
  targetType: text().max(40).optional(),
  targetId: text().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

/**
 * What an entry acted on, named as it is now, so the log reads "Asha Rao" rather than an id.
 * Null when the target no longer exists (a deleted account or listing) or has no name.
 */
export const AuditTargetSchema = z.object({
  name: z.string(),
  /** A second label: a user's email, a listing's company. */
  detail: z.string(),
  /** A company's owner account, whose listings page shows the company; null otherwise. */
  ownerId: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof AuditTargetSchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), displayName: z.string(), email: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  target: AuditTargetSchema.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof AuditResponseSchema>;

// ---- Employer verification -----------------------------------------------------------------

export const VERIFICATION_EVIDENCE = ['website', 'gstin', 'cin'] as const;
export const VerificationEvidenceSchema = z.enum(VERIFICATION_EVIDENCE);
export type VerificationEvidence = z.infer<typeof VerificationEvidenceSchema>;
export const VERIFICATION_EVIDENCE_LABELS: Record<VerificationEvidence, string> = {
  website: 'Company website',
  gstin: 'GSTIN',
  cin: 'CIN (Corporate Identification Number)',
};

/** `withdrawn`: the employer took a pending request back before an admin decided it. */
export const VERIFICATION_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'revoked',
  'withdrawn',
] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  shape: 'A GSTIN has 15 characters, like 27AAPFU0939F1ZV',
  state: 'A GSTIN starts with a state code from 01 to 38; check the first two digits',
  check: 'This GSTIN’s last character does not match the others; check it for a typo',
};
const CIN_MESSAGES: Record<CinProblem, string> = {
  shape: 'A CIN has 21 characters, like U72200KA2015PTC082321',
  state: 'Characters 7 and 8 of a CIN are a state code, like KA or MH; check them',
  year: 'Characters 9 to 12 of a CIN are the year of incorporation; check them',
  ownership: 'Characters 13 to 15 of a CIN are the company type, like PTC or PLC; check them',
};

export const VerificationRequestBodySchema = z
  .strictObject({
    evidenceType: VerificationEvidenceSchema,
    evidence: text().trim().min(1, 'Enter the evidence').max(200),
    note: text().trim().max(1000).default(''),
  })
  .superRefine((body, ctx) => {
    const value = body.evidence.toUpperCase();
    const gstin = body.evidenceType === 'gstin' ? gstinProblem(value) : null;
    const cin = body.evidenceType === 'cin' ? cinProblem(value) : null;
    const message = (gstin && GSTIN_MESSAGES[gstin]) ?? (cin && CIN_MESSAGES[cin]);
    if (message) ctx.addIssue({ code: 'custom', path: ['evidence'], message });
    if (
      body.evidenceType === 'website' &&
      !/^(https?:\/\/)?[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i.test(body.evidence)
    )
      ctx.addIssue({ code: 'custom', path: ['evidence'], message: 'Enter a website address' });
  });
export type VerificationRequestBody = z.input<typeof VerificationRequestBodySchema>;

export const VerificationSchema = z.object({
  _id: z.string(),
  status: VerificationStatusSchema,
  evidenceType: VerificationEvidenceSchema,
  evidence: z.string(),
  note: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof VerificationSchema>;

export const MyVerificationResponseSchema = z.object({
  verified: z.boolean(),
  request: VerificationSchema.nullable(),
});
export type MyVerificationResponse = z.infer<typeof MyVerificationResponseSchema>;

export const AdminVerificationSchema = VerificationSchema.extend({
  company: z.object({ _id: z.string(), name: z.string(), website: z.string() }),
  employer: z.object({ _id: z.string(), email: z.string(), displayName: z.string() }),
  /** For website evidence: whether its domain is the sign-in email's, checked when requested. */
  domainMatches: z.boolean().nullable(),
});
export type AdminVerification = z.infer<typeof AdminVerificationSchema>;

export const VerificationsQuerySchema = CursorQuerySchema.extend({
  status: VerificationStatusSchema.default('pending'),
});
export const AdminVerificationsResponseSchema = z.object({
  verifications: z.array(AdminVerificationSchema),
  nextCursor: z.string().nullable(),
});
export type AdminVerificationsResponse = z.infer<typeof AdminVerificationsResponseSchema>;

export const DecisionBodySchema = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  reason: text().trim().max(500).default(''),
});
export type DecisionBody = z.input<typeof DecisionBodySchema>;
export const ReasonBodySchema = z.strictObject({
  reason: text().trim().min(1, 'Give a reason').max(500),
});
export type ReasonBody = z.input<typeof ReasonBodySchema>;

// ---- Resume database access ----------------------------------------------------------------

export const ResumeAccessRequestBodySchema = z.strictObject({
  note: text().trim().max(1000).default(''),
});
export const ResumeAccessStateSchema = z.object({
  resumeAccess: z.boolean(),
  requestedAt: z.string().nullable(),
});
export type ResumeAccessState = z.infer<typeof ResumeAccessStateSchema>;

// ---- Listing reports -----------------------------------------------------------------------

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);

export const ReportedListingSchema = z.object({
  job: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    status: z.string(),
    companyName: z.string(),
  }),
  openCount: z.number().int(),
  reasons: z.array(z.object({ reason: ReportReasonSchema, count: z.number().int() })),
  reports: z.array(
    z.object({
      _id: z.string(),
      reason: ReportReasonSchema,
      details: z.string(),
      createdAt: z.string(),
    }),
  ),
  latestAt: z.string(),
});
export type ReportedListing = z.infer<typeof ReportedListingSchema>;
export const ReportedListingsResponseSchema = z.object({
  listings: z.array(ReportedListingSchema),
});
export type ReportedListingsResponse = z.infer<typeof ReportedListingsResponseSchema>;

export const ResolveReportsBodySchema = z.discriminatedUnion('outcome', [
  z.strictObject({
    outcome: z.literal('close'),
    reason: text().trim().min(1, 'Give a reason').max(500),
  }),
  z.strictObject({ outcome: z.literal('dismiss'), reason: text().trim().max(500).default('') }),
]);
export type ResolveReportsBody = z.input<typeof ResolveReportsBodySchema>;

// ---- Overview ------------------------------------------------------------------------------

export const AdminOverviewSchema = z.object({
  users: z.object({ candidate: z.number(), employer: z.number(), admin: z.number() }),
  openListings: z.number(),
  applicationsThisWeek: z.number(),
  pendingVerifications: z.number(),
  pendingResumeAccess: z.number(),
  openReports: z.number(),
  unreadInbox: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
