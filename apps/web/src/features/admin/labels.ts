import type { AUDIT_ACTIONS, ReportReason, ScamFlagCode } from '@shuruaat/contract';

// The message ids of the contract's codes the console shows (decision 032): the stored values
// stay as they are, and each screen translates the label where it renders. The English of each
// is the contract's own label, word for word (labels.test.ts).

/** Why screening flagged a listing or a message (the contract's SCREENING_FLAG_LABELS). */
export const FLAG_LABELS: Record<ScamFlagCode, string> = {
  fee_or_deposit: 'admin.flag.fee_or_deposit',
  paid_training: 'admin.flag.paid_training',
  off_platform_contact: 'admin.flag.off_platform_contact',
  task_based: 'admin.flag.task_based',
  click_for_money: 'admin.flag.click_for_money',
  mlm: 'admin.flag.mlm',
  investment_scheme: 'admin.flag.investment_scheme',
  unrealistic_earnings: 'admin.flag.unrealistic_earnings',
  pay_out_of_range: 'admin.flag.pay_out_of_range',
  domain_mismatch: 'admin.flag.domain_mismatch',
  asks_bank_or_upi: 'admin.flag.asks_bank_or_upi',
  asks_otp: 'admin.flag.asks_otp',
  asks_id_documents: 'admin.flag.asks_id_documents',
  guaranteed_job: 'admin.flag.guaranteed_job',
  pressure_to_pay: 'admin.flag.pressure_to_pay',
  link_shortener: 'admin.flag.link_shortener',
};

/** A red flag as a reader is warned of it (the contract's SCAM_FLAG_TEXTS titles). */
export const SCAM_FLAG_TITLES: Record<ScamFlagCode, string> = {
  fee_or_deposit: 'admin.scamFlag.fee_or_deposit',
  paid_training: 'admin.scamFlag.paid_training',
  off_platform_contact: 'admin.scamFlag.off_platform_contact',
  task_based: 'admin.scamFlag.task_based',
  click_for_money: 'admin.scamFlag.click_for_money',
  mlm: 'admin.scamFlag.mlm',
  investment_scheme: 'admin.scamFlag.investment_scheme',
  unrealistic_earnings: 'admin.scamFlag.unrealistic_earnings',
  pay_out_of_range: 'admin.scamFlag.pay_out_of_range',
  domain_mismatch: 'admin.scamFlag.domain_mismatch',
  asks_bank_or_upi: 'admin.scamFlag.asks_bank_or_upi',
  asks_otp: 'admin.scamFlag.asks_otp',
  asks_id_documents: 'admin.scamFlag.asks_id_documents',
  guaranteed_job: 'admin.scamFlag.guaranteed_job',
  pressure_to_pay: 'admin.scamFlag.pressure_to_pay',
  link_shortener: 'admin.scamFlag.link_shortener',
};

/** Why someone reported a listing (the contract's REPORT_REASON_LABELS). */
export const REPORT_REASONS: Record<ReportReason, string> = {
  fake_or_scam: 'admin.reportReason.fake_or_scam',
  asks_for_money: 'admin.reportReason.asks_for_money',
  pay_not_as_listed: 'admin.reportReason.pay_not_as_listed',
  discriminatory: 'admin.reportReason.discriminatory',
  spam: 'admin.reportReason.spam',
  other: 'admin.reportReason.other',
};

/** What an audit entry's action was (the contract's AUDIT_ACTION_LABELS). */
export const AUDIT_ACTION_IDS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  'user.role_change': 'admin.auditAction.user_role_change',
  'user.delete': 'admin.auditAction.user_delete',
  'job.post': 'admin.auditAction.job_post',
  'job.edit': 'admin.auditAction.job_edit',
  'job.status_change': 'admin.auditAction.job_status_change',
  'job.delete': 'admin.auditAction.job_delete',
  'screening.automatic': 'admin.auditAction.screening_automatic',
  'screening.approve': 'admin.auditAction.screening_approve',
  'screening.reject': 'admin.auditAction.screening_reject',
  'verification.approve': 'admin.auditAction.verification_approve',
  'verification.reject': 'admin.auditAction.verification_reject',
  'verification.revoke': 'admin.auditAction.verification_revoke',
  'resume_access.grant': 'admin.auditAction.resume_access_grant',
  'resume_access.revoke': 'admin.auditAction.resume_access_revoke',
  'report.close_listing': 'admin.auditAction.report_close_listing',
  'report.dismiss': 'admin.auditAction.report_dismiss',
  'message_report.resolve': 'admin.auditAction.message_report_resolve',
  'messaging.lift_suspension': 'admin.auditAction.messaging_lift_suspension',
  'employer.suspend': 'admin.auditAction.employer_suspend',
  'blog.publish': 'admin.auditAction.blog_publish',
  'blog.edit': 'admin.auditAction.blog_edit',
  'blog.unpublish': 'admin.auditAction.blog_unpublish',
  'blog.delete': 'admin.auditAction.blog_delete',
};
