import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import {
  companyResponseRoutes,
  employerResponseRoutes,
  testClockRoutes,
} from './features/answers/answers.routes';
import { applicantsRoutes } from './features/applications/applicants.routes';
import { applicationsRoutes } from './features/applications/applications.routes';
import { candidateProfileRoutes } from './features/candidates/candidate-profile.routes';
import { employerResumesRoutes } from './features/candidates/employer-resumes.routes';
import { resumesRoutes } from './features/candidates/resumes.routes';
import { adminCompaniesRoutes } from './features/companies/admin-companies.routes';
import { companyProfileRoutes } from './features/companies/company-profile.routes';
import { adminBlogsRoutes } from './features/blogs/admin-blogs.routes';
import { publicBlogsRoutes } from './features/blogs/blogs.routes';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { adminJobsRoutes } from './features/jobs/admin-jobs.routes';
import { careersJobsRoutes } from './features/jobs/careers-jobs.routes';
import { jobsPostedRoutes } from './features/jobs/jobs-posted.routes';
import { employerJobsRoutes } from './features/jobs/jobs.routes';
import { openJobsRoutes } from './features/jobs/open-jobs.routes';
import {
  applicantContactRoutes,
  messageReportsRoutes,
} from './features/conversations/conversation-oversight.routes';
import { interviewsRoutes } from './features/conversations/interviews.routes';
import { messagingSuspensionsRoutes } from './features/conversations/messaging-suspensions.routes';
import { offerCheckRoutes } from './features/offer-check/offer-check.routes';
import { bellCountRoutes } from './features/conversations/bell-count.routes';
import livePlugin from './features/conversations/live.plugin';
import { messagesRoutes } from './features/conversations/messages.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { adminAmbassadorsRoutes } from './features/referrals/admin-ambassadors.routes';
import { ambassadorsRoutes } from './features/referrals/ambassadors.routes';
import { referralsRoutes } from './features/referrals/referrals.routes';
import { portfolioRoutes } from './features/portfolio/portfolio.routes';
import { publicPortfolioRoutes } from './features/portfolio/public-portfolio.routes';
import { savedJobsRoutes } from './features/saved-jobs/saved-jobs.routes';
import { searchRoutes } from './features/search/search.routes';
import { googleSignInRoutes } from './features/oauth/oauth.routes';
import { inboxRoutes } from './features/submissions/inbox.routes';
import { programApplicationsRoutes } from './features/submissions/program-applications.routes';
import { submissionsRoutes } from './features/submissions/submissions.routes';
import { adminStoriesRoutes } from './features/success-stories/admin-stories.routes';
import {
  candidateStoriesRoutes,
  publicStoriesRoutes,
} from './features/success-stories/success-stories.routes';
import {
  adminTypingRoutes,
  candidateTypingRoutes,
  employerTypingRoutes,
  typingTestClockRoutes,
  typingToolRoutes,
} from './features/typing/typing.routes';
import { usersRoutes } from './features/users/users.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { adminOverviewRoutes } from './features/admin/admin-overview.routes';
import { adminBackgroundJobsRoutes } from './features/background-jobs/background-jobs.routes';
import { adminUsersRoutes } from './features/admin/admin-users.routes';
import { fraudRoutes } from './features/admin/fraud.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { resumeAccessRequestRoutes } from './features/companies/resume-access.routes';
import { adminReportsRoutes, reportsRoutes } from './features/reports/reports.routes';
import { reviewQueueRoutes } from './features/screening/review-queue.routes';
import {
  adminVerificationRoutes,
  employerVerificationRoutes,
} from './features/verification/verification.routes';
import { devMailboxRoutes } from './features/mail/dev-mailbox.routes';
import { isLoopbackHost } from './lib/loopback';
import { accountsRoutes } from './features/accounts/accounts.routes';
import {
  adminStipendRoutes,
  employerStipendRoutes,
  internStipendRoutes,
  trackRecordRoutes,
} from './features/track-records/track-records.routes';
import { stipendTestRoutes } from './features/track-records/stipend-test.routes';
import {
  emailSettingsRoutes,
  jobAlertsRoutes,
  unsubscribeRoutes,
} from './features/mail/mail.routes';

/**
 * Each domain owns its routes; this mounts them under the URL families the spec fixes. One
 * family (e.g. /api/employers) is served by several domains.
 */
export async function registerApiRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });

  await app.register(usersRoutes, { prefix: '/api/users', config });
  await app.register(accountsRoutes, { prefix: '/api/users', config });
  await app.register(emailSettingsRoutes, { prefix: '/api/users' });
  await app.register(jobAlertsRoutes, { prefix: '/api/candidates' });
  await app.register(unsubscribeRoutes, { prefix: '/api/mail' });
  await app.register(notificationsRoutes, { prefix: '/api/users/notifications' });
  await app.register(bellCountRoutes, { prefix: '/api/users/notifications' });
  await app.register(referralsRoutes, { prefix: '/api/users' });

  const employers = '/api/employers';
  await app.register(companyProfileRoutes, { prefix: employers });
  await app.register(employerJobsRoutes, { prefix: employers, config });
  await app.register(jobsPostedRoutes, { prefix: employers });
  await app.register(applicantsRoutes, { prefix: employers });
  await app.register(employerResumesRoutes, { prefix: employers });

  const candidates = '/api/candidates';
  await app.register(openJobsRoutes, { prefix: candidates });
  await app.register(candidateProfileRoutes, { prefix: candidates });
  await app.register(resumesRoutes, { prefix: candidates });
  await app.register(applicationsRoutes, { prefix: candidates });
  await app.register(programApplicationsRoutes, { prefix: candidates });
  await app.register(ambassadorsRoutes, { prefix: candidates });
  await app.register(portfolioRoutes, { prefix: candidates });
  await app.register(candidateStoriesRoutes, { prefix: candidates });
  await app.register(savedJobsRoutes, { prefix: candidates });

  await app.register(searchRoutes, { prefix: '/api/jobs' });
  await app.register(googleSignInRoutes, { prefix: '/api/auth/google', config });

  await app.register(adminJobsRoutes, { prefix: '/api' });
  await app.register(careersJobsRoutes, { prefix: '/api/admins' });
  await app.register(adminCompaniesRoutes, { prefix: '/api/admins' });
  await app.register(inboxRoutes, { prefix: '/api/admins' });

  await app.register(submissionsRoutes, { prefix: '/api/submissions', config });
  await app.register(adminAmbassadorsRoutes, { prefix: '/api/admins' });
  await app.register(adminStoriesRoutes, { prefix: '/api/admins' });

  await app.register(publicPortfolioRoutes, { prefix: '/api/tools' });
  await app.register(publicStoriesRoutes, { prefix: '/api/tools' });
  await app.register(offerCheckRoutes, { prefix: '/api/tools' });

  await app.register(filesRoutes, { prefix: '/api/files' });
  await app.register(adminBlogsRoutes, { prefix: '/api/admins' });
  await app.register(publicBlogsRoutes, { prefix: '/api/admins' });

  // Admin console (decision 016): users, audit log, verification, resume access, reports.
  await app.register(adminUsersRoutes, { prefix: '/api/admins' });
  await app.register(adminOverviewRoutes, { prefix: '/api/admins' });
  await app.register(reviewQueueRoutes, { prefix: '/api/admins' });
  await app.register(adminBackgroundJobsRoutes, { prefix: '/api/admins' });
  await app.register(auditRoutes, { prefix: '/api/admins' });
  await app.register(adminVerificationRoutes, { prefix: '/api/admins' });
  await app.register(adminReportsRoutes, { prefix: '/api/admins' });
  await app.register(employerVerificationRoutes, { prefix: employers });
  await app.register(resumeAccessRequestRoutes, { prefix: employers });
  await app.register(reportsRoutes, { prefix: '/api/users' });

  await app.register(livePlugin, { redisUrl: config.redisUrl, channel: config.liveChannel });
  await app.register(messagesRoutes, { prefix: '/api/users/messages' });
  await app.register(interviewsRoutes, { prefix: '/api/users' });
  await app.register(applicantContactRoutes, { prefix: employers });
  await app.register(messageReportsRoutes, { prefix: '/api/admins' });
  await app.register(messagingSuspensionsRoutes, { prefix: '/api/admins' });
  await app.register(fraudRoutes, { prefix: '/api/admins' });

  await app.register(typingToolRoutes, { prefix: '/api/tools' });
  await app.register(candidateTypingRoutes, { prefix: candidates });
  await app.register(employerTypingRoutes, { prefix: employers });
  await app.register(adminTypingRoutes, { prefix: '/api/admins' });

  await app.register(employerResponseRoutes, { prefix: employers });
  await app.register(companyResponseRoutes, { prefix: '/api/jobs' });
  // Employer track records and the stipend question (issue 27).
  await app.register(trackRecordRoutes, { prefix: '/api/jobs' });
  await app.register(internStipendRoutes, { prefix: candidates });
  await app.register(employerStipendRoutes, { prefix: employers });
  await app.register(adminStipendRoutes, { prefix: '/api/admins' });
  if (config.testClock) {
    await app.register(stipendTestRoutes, { prefix: '/api/test' });
    await app.register(testClockRoutes, { prefix: '/api/test' });
    await app.register(typingTestClockRoutes, { prefix: '/api/test' });
  }
  if (!config.isProduction && isLoopbackHost(config.host))
    await app.register(devMailboxRoutes, { prefix: '/api/dev' });

  // Sessions, consent, data export and self-deletion (decision 022).
  await app.register(privacyRoutes, { prefix: '/api/users' });
}
