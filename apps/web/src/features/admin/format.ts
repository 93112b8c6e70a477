import { dayText } from '@/lib/format';
import type { Translate } from '@/lib/i18n/translate';

/** A day, or "never"; `t` is the page's (the server renders with its own, not the browser's). */
export const formatDate = (t: Translate, iso: string | null) =>
  iso ? dayText(iso) : t('admin.never');

export const ADMIN_BASE = '/admin/dashboard';
export const ADMIN_PATHS = {
  overview: ADMIN_BASE,
  users: `${ADMIN_BASE}/users`,
  employerJobs: (employerId: string) => `${ADMIN_BASE}/users/${employerId}/jobs`,
  jobs: `${ADMIN_BASE}/jobs`,
  editJob: (jobId: string) => `${ADMIN_BASE}/jobs/${jobId}/edit`,
  postJob: `${ADMIN_BASE}/post-job`,
  verifications: `${ADMIN_BASE}/verifications`,
  reports: `${ADMIN_BASE}/reports`,
  listingReviews: `${ADMIN_BASE}/listing-reviews`,
  fraud: `${ADMIN_BASE}/fraud`,
  stipendChecks: `${ADMIN_BASE}/stipend-checks`,
  audit: `${ADMIN_BASE}/audit-log`,
  typingPassages: `${ADMIN_BASE}/typing-passages`,
  typingCertificates: `${ADMIN_BASE}/typing-certificates`,
  inbox: `${ADMIN_BASE}/inbox`,
  ambassadors: `${ADMIN_BASE}/ambassadors`,
  stories: `${ADMIN_BASE}/success-stories`,
} as const;
