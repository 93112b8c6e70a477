import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router';
import type { Catalogue } from '@/lib/i18n/catalogue';
import { adminAuditRoute } from '@/features/admin/pages/admin-audit-page';
import { adminBackgroundJobsRoute } from '@/features/admin/pages/admin-background-jobs-page';
import { adminEmployerJobsRoute } from '@/features/admin/pages/admin-employer-jobs-page';
import { adminFraudRoute } from '@/features/admin/pages/admin-fraud-page';
import { adminJobsRoute } from '@/features/admin/pages/admin-jobs-page';
import { adminListingReviewsRoute } from '@/features/admin/pages/admin-listing-reviews-page';
import { adminOverviewRoute } from '@/features/admin/pages/admin-overview-page';
import { adminReportsRoute } from '@/features/admin/pages/admin-reports-page';
import { adminTypingCertificatesRoute } from '@/features/admin/pages/admin-typing-certificates-page';
import { adminTypingPassagesRoute } from '@/features/admin/pages/admin-typing-passages-page';
import { adminUsersRoute } from '@/features/admin/pages/admin-users-page';
import { adminVerificationsRoute } from '@/features/admin/pages/admin-verifications-page';
import { adminStipendChecksRoute } from '@/features/stipends/pages/admin-stipend-checks-page';
import { adminEditJobRoute, adminPostJobRoute } from './admin-job-pages';

/** What each console screen's route is given: its page, the loader for its data, its action. */
export type AdminConsoleRoute = {
  Component: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
  /** The screen's messages (decision 032), loaded with it. */
  catalogue?: Catalogue | Catalogue[];
};

/**
 * The admin console's screens (each its page, loader and action), keyed by their path under /admin/dashboard as one lazily loaded module: the route table names them with one
 * dynamic import instead of one each, which keeps the entry chunk (where the table lives) within
 * its budget. Only admins ever download it.
 */
export const ADMIN_CONSOLE_PAGES: Record<string, AdminConsoleRoute> = {
  '': adminOverviewRoute,
  users: adminUsersRoute,
  'users/:employerId/jobs': adminEmployerJobsRoute,
  jobs: adminJobsRoute,
  'jobs/:id/edit': adminEditJobRoute,
  'post-job': adminPostJobRoute,
  verifications: adminVerificationsRoute,
  reports: adminReportsRoute,
  'listing-reviews': adminListingReviewsRoute,
  fraud: adminFraudRoute,
  'audit-log': adminAuditRoute,
  'typing-passages': adminTypingPassagesRoute,
  'typing-certificates': adminTypingCertificatesRoute,
  'background-jobs': adminBackgroundJobsRoute,
  'stipend-checks': adminStipendChecksRoute,
};
