const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Dates in India's time zone whatever the browser's, so the server's render matches. */
export const formatDate = (iso: string | null) => (iso ? DATE.format(new Date(iso)) : 'Never');
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

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
  audit: `${ADMIN_BASE}/audit-log`,
  typingPassages: `${ADMIN_BASE}/typing-passages`,
  typingCertificates: `${ADMIN_BASE}/typing-certificates`,
  inbox: `${ADMIN_BASE}/inbox`,
  ambassadors: `${ADMIN_BASE}/ambassadors`,
  stories: `${ADMIN_BASE}/success-stories`,
} as const;
