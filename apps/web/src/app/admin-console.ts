import type { ComponentType } from 'react';
import { AdminAuditPage } from '@/features/admin/pages/admin-audit-page';
import { AdminBackgroundJobsPage } from '@/features/admin/pages/admin-background-jobs-page';
import { AdminEmployerJobsPage } from '@/features/admin/pages/admin-employer-jobs-page';
import { AdminJobsPage } from '@/features/admin/pages/admin-jobs-page';
import { AdminOverviewPage } from '@/features/admin/pages/admin-overview-page';
import { AdminReportsPage } from '@/features/admin/pages/admin-reports-page';
import { AdminTypingCertificatesPage } from '@/features/admin/pages/admin-typing-certificates-page';
import { AdminTypingPassagesPage } from '@/features/admin/pages/admin-typing-passages-page';
import { AdminUsersPage } from '@/features/admin/pages/admin-users-page';
import { AdminVerificationsPage } from '@/features/admin/pages/admin-verifications-page';
import { AdminEditJobPage, AdminPostJobPage } from './admin-job-pages';

export { addAdminState } from './admin-state';

/**
 * The admin console's screens, keyed by their path under /admin/dashboard as one lazily loaded module: the route table names them with one
 * dynamic import instead of one each, which keeps the entry chunk (where the table lives) within
 * its budget. Only admins ever download it.
 */
export const ADMIN_CONSOLE_PAGES: Record<string, ComponentType> = {
  '': AdminOverviewPage,
  users: AdminUsersPage,
  'users/:employerId/jobs': AdminEmployerJobsPage,
  jobs: AdminJobsPage,
  'jobs/:id/edit': AdminEditJobPage,
  'post-job': AdminPostJobPage,
  verifications: AdminVerificationsPage,
  reports: AdminReportsPage,
  'audit-log': AdminAuditPage,
  'typing-passages': AdminTypingPassagesPage,
  'typing-certificates': AdminTypingCertificatesPage,
  'background-jobs': AdminBackgroundJobsPage,
};
