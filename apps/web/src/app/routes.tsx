import type { Role } from '@shuruaat/contract';
import type { RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { ErrorScreen, RootErrorScreen } from './error-screen';
import { lazyPage, routeModule, type PageModule } from './lazy-page';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { SITE_ROUTES } from './site-routes';

type Load<T> = () => Promise<T>;

/** A page fetched together with the store state it needs, which is registered before it renders. */
const pageWithState = (loadState: Load<() => void>, load: Load<PageModule>) => ({
  lazy: async () => {
    const [addState, page] = await Promise.all([loadState(), load()]);
    addState();
    return routeModule(page);
  },
});

/** A candidate's or employer's page, with the state it needs (the session follows a profile save). */
const profilePage = (load: Load<PageModule>) =>
  pageWithState(() => import('./profile-state').then((m) => m.addProfileState), load);

const adminBlogPages: RouteObject[] = [
  {
    path: 'blogs',
    ...lazyPage(() =>
      import('@/features/blogs/pages/admin-blogs-page').then((m) => m.adminBlogsRoute),
    ),
  },
  {
    path: 'blogs/new',
    ...lazyPage(() =>
      import('@/features/blogs/pages/blog-editor-page').then((m) => m.blogEditorRoute),
    ),
  },
  {
    path: 'blogs/:id/edit',
    ...lazyPage(() =>
      import('@/features/blogs/pages/blog-editor-page').then((m) => m.blogEditorRoute),
    ),
  },
];

const blogPages: RouteObject[] = [
  {
    path: 'blogs',
    ...lazyPage(() => import('@/features/blogs/pages/blogs-page').then((m) => m.blogsPageRoute)),
  },
  {
    path: 'blogs/:slug',
    ...lazyPage(() => import('@/features/blogs/pages/blog-page').then((m) => m.blogPageRoute)),
  },
];

/** The typing test's pages share one lazily added state group; its engine loads only here. */
const typingPage = (load: Load<PageModule>) =>
  pageWithState(() => import('./typing-state').then((m) => m.addTypingState), load);

const typingPages: RouteObject[] = [
  {
    path: 'tools/typing-test',
    ...typingPage(() =>
      import('@/features/typing/pages/typing-test-page').then((m) => m.typingTestPageRoute),
    ),
  },
  {
    path: 'tools/:slug',
    ...typingPage(() =>
      import('@/features/typing/pages/typing-test-page').then((m) => m.typingTestPageRoute),
    ),
  },
  {
    path: 'tools/typing-test/result',
    ...typingPage(() =>
      import('@/features/typing/pages/typing-result-page').then((m) => m.typingResultPageRoute),
    ),
  },
  {
    path: 'tools/typing-test/result/:id',
    ...typingPage(() =>
      import('@/features/typing/pages/typing-result-page').then((m) => m.typingResultPageRoute),
    ),
  },
  {
    path: 'tools/typing-test/retest/:token',
    ...typingPage(() =>
      import('@/features/typing/pages/typing-retest-page').then((m) => m.typingRetestPageRoute),
    ),
  },
  {
    path: 'tools/typing-test/certificate/:id',
    ...lazyPage(() =>
      import('@/features/typing/pages/typing-certificate-page').then(
        (m) => m.typingCertificatePageRoute,
      ),
    ),
  },
];

const adminProgramPages: RouteObject[] = [
  {
    path: 'ambassadors',
    ...lazyPage(() =>
      import('@/features/referral/pages/admin-ambassadors-page').then(
        (m) => m.adminAmbassadorsRoute,
      ),
    ),
  },
  {
    path: 'success-stories',
    ...lazyPage(() =>
      import('@/features/stories/pages/admin-stories-page').then((m) => m.adminStoriesRoute),
    ),
  },
];

const programPages: RouteObject[] = [
  {
    path: 'program/reffer',
    ...lazyPage(() =>
      import('@/features/referral/pages/referral-program-page').then(
        (m) => m.referralProgramPageRoute,
      ),
    ),
  },
  {
    path: 'refer-a-friend',
    ...lazyPage(() =>
      import('@/features/referral/pages/refer-a-friend-page').then((m) => m.referAFriendPageRoute),
    ),
  },
  {
    path: 'program/campus-ambassador',
    ...lazyPage(() =>
      import('@/features/referral/pages/campus-ambassador-page').then(
        (m) => m.campusAmbassadorPageRoute,
      ),
    ),
  },
  {
    path: 'project-portfolio',
    ...lazyPage(() =>
      import('@/features/portfolio/pages/portfolio-tool-page').then(
        (m) => m.portfolioToolPageRoute,
      ),
    ),
  },
  {
    path: 'portfolio/:handle',
    ...lazyPage(() =>
      import('@/features/portfolio/pages/public-portfolio-page').then(
        (m) => m.publicPortfolioPageRoute,
      ),
    ),
  },
  {
    path: 'success-stories',
    ...lazyPage(() =>
      import('@/features/stories/pages/success-stories-page').then(
        (m) => m.successStoriesPageRoute,
      ),
    ),
  },
];

const notFound = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

const overview: RouteObject = {
  index: true,
  ...lazyPage(() => import('./overview-route').then((m) => m.overviewRoute)),
};

/** The inbox and a conversation, the same pages for candidates and employers. */
const messagesPages: RouteObject[] = [
  {
    path: 'messages',
    ...lazyPage(() =>
      import('@/features/messages/pages/messages-page').then((m) => m.messagesRoute),
    ),
  },
  {
    path: 'messages/:applicationId',
    ...lazyPage(() =>
      import('@/features/messages/pages/conversation-page').then((m) => m.conversationRoute),
    ),
  },
];
const emailSettings: RouteObject = {
  path: 'email-settings',
  ...lazyPage(() =>
    import('@/features/email/pages/email-settings-page').then((m) => m.emailSettingsRoute),
  ),
};

const employerPages: RouteObject[] = [
  ...messagesPages,
  {
    index: true,
    ...profilePage(() =>
      import('@/app/employer-overview-route').then((m) => m.employerOverviewRoute),
    ),
  },
  {
    path: 'jobs',
    ...profilePage(() => import('@/features/jobs/pages/my-jobs-page').then((m) => m.myJobsRoute)),
  },
  {
    path: 'post-job',
    ...profilePage(() => import('@/features/jobs/pages/post-job-page').then((m) => m.postJobRoute)),
  },
  {
    path: 'jobs/:id/applicants',
    ...profilePage(() =>
      import('@/features/applications/pages/applicants-page').then((m) => m.applicantsRoute),
    ),
  },
  {
    path: 'resume-database',
    ...profilePage(() =>
      import('@/features/candidates/pages/resume-database-page').then((m) => m.resumeDatabaseRoute),
    ),
  },
  {
    path: 'verification',
    ...lazyPage(() =>
      import('@/features/companies/pages/verification-page').then((m) => m.verificationRoute),
    ),
  },
  {
    path: 'stipend-checks',
    ...lazyPage(() =>
      import('@/features/stipends/pages/employer-stipend-checks-page').then(
        (m) => m.employerStipendChecksRoute,
      ),
    ),
  },
  {
    path: 'jobs/:id/edit',
    ...profilePage(() => import('@/features/jobs/pages/edit-job-page').then((m) => m.editJobRoute)),
  },
  emailSettings,
];

const candidatePages: RouteObject[] = [
  overview,
  ...messagesPages,
  {
    path: 'applications',
    ...profilePage(() =>
      import('@/features/applications/pages/my-applications-page').then(
        (m) => m.myApplicationsRoute,
      ),
    ),
  },
  {
    path: 'jobs-for-you',
    ...profilePage(() =>
      import('@/features/candidates/pages/jobs-for-you-page').then((m) => m.jobsForYouRoute),
    ),
  },
  {
    path: 'saved-jobs',
    ...lazyPage(() =>
      import('@/features/jobs/pages/saved-jobs-page').then((m) => m.savedJobsPageRoute),
    ),
  },
  {
    path: 'resume',
    ...profilePage(() =>
      import('@/features/candidates/pages/resume-page').then((m) => m.resumeRoute),
    ),
  },
  {
    path: 'typing',
    ...lazyPage(() =>
      import('@/features/typing/pages/typing-history-page').then((m) => m.typingHistoryPageRoute),
    ),
  },
  {
    path: 'job-alerts',
    ...lazyPage(() =>
      import('@/features/email/pages/job-alerts-page').then((m) => m.jobAlertsRoute),
    ),
  },
  {
    path: 'stipend-checks',
    ...lazyPage(() =>
      import('@/features/stipends/pages/intern-stipend-checks-page').then(
        (m) => m.internStipendChecksRoute,
      ),
    ),
  },
  emailSettings,
];

/**
 * The admin console (decision 016): one module for all its screens (pages, loaders, actions), named
 * by path, so the table below (in the entry chunk) adds one dynamic import, not one per screen.
 */
const adminConsolePages: RouteObject[] = [
  '',
  'users',
  'users/:employerId/jobs',
  'jobs',
  'jobs/:id/edit',
  'post-job',
  'verifications',
  'reports',
  'listing-reviews',
  'fraud',
  'audit-log',
  'typing-passages',
  'typing-certificates',
  'background-jobs',
  'stipend-checks',
].map((path) => ({
  ...(path ? { path } : { index: true }),
  lazy: async () => {
    const { ADMIN_CONSOLE_PAGES } = await import('./admin-console');
    const page = ADMIN_CONSOLE_PAGES[path];
    if (!page) throw new Error(`No admin console screen at ${path}`);
    // routeModule loads the screen's catalogue with it and hands the router the rest.
    return routeModule(page);
  },
}));

const adminPages: RouteObject[] = [
  ...adminConsolePages,
  {
    path: 'inbox',
    ...lazyPage(() => import('@/features/inbox/pages/inbox-page').then((m) => m.inboxRoute)),
  },
];

// Every role's own sessions, consents, data export and deletion (decision 022).
const privacyPage: RouteObject = {
  path: 'privacy',
  ...lazyPage(() => import('./privacy-route').then((m) => m.privacyRoute)),
};

const dashboard = (path: string, role: Role, pages: RouteObject[] = [overview]): RouteObject => ({
  path,
  element: <RequireAuth role={role} />,
  children: [
    {
      ...lazyPage(() => import('./dashboard-route').then((m) => m.dashboardRoute)),
      children: [...pages, privacyPage, { path: '*', ...notFound }],
    },
  ],
});

const protectedPage = (path: string, role: Role, page: ReturnType<typeof lazyPage>) => ({
  path,
  element: <RequireAuth role={role} />,
  children: [{ index: true, ...page }],
});

// The route table of docs/product-spec.md §2, limited to the screens built so far; the rest fall
// to not-found. SITE_PAGES in the contract lists the same pages (a test keeps them equal).
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootErrorScreen,
    children: [
      {
        // Shown inside the layout while the first page's chunk downloads.
        HydrateFallback: PageLoader,
        ErrorBoundary: ErrorScreen,
        children: [
          {
            index: true,
            ...lazyPage(() =>
              import('@/features/home/pages/home-page').then((m) => m.homePageRoute),
            ),
          },
          {
            path: 'login',
            ...lazyPage(() => import('@/features/auth/pages/login-page').then((m) => m.loginRoute)),
          },
          {
            path: 'signup',
            ...lazyPage(() =>
              import('@/features/auth/pages/signup-page').then((m) => m.signupRoute),
            ),
          },
          {
            path: 'guardian-consent',
            ...lazyPage(() =>
              import('@/features/auth/pages/guardian-consent-page').then(
                (m) => m.guardianConsentRoute,
              ),
            ),
          },
          {
            path: 'oauth/callback',
            ...lazyPage(() =>
              import('@/features/auth/pages/oauth-callback-page').then((m) => m.oauthCallbackRoute),
            ),
          },
          {
            path: 'forgot-password',
            ...lazyPage(() =>
              import('@/features/auth/pages/forgot-password-page').then(
                (m) => m.forgotPasswordRoute,
              ),
            ),
          },
          {
            path: 'reset-password',
            ...lazyPage(() =>
              import('@/features/auth/pages/reset-password-page').then((m) => m.resetPasswordRoute),
            ),
          },
          {
            path: 'verify-email',
            ...lazyPage(() =>
              import('@/features/auth/pages/verify-email-page').then((m) => m.verifyEmailRoute),
            ),
          },
          {
            path: 'unsubscribe',
            ...lazyPage(() =>
              import('@/features/email/pages/unsubscribe-page').then((m) => m.unsubscribeRoute),
            ),
          },
          {
            path: 'dev/mailbox',
            ...lazyPage(() =>
              import('@/features/email/pages/dev-mailbox-page').then((m) => m.devMailboxRoute),
            ),
          },
          {
            path: 'jobs',
            ...lazyPage(() =>
              import('@/features/jobs/pages/job-search-page').then((m) => m.jobSearchPageRoute),
            ),
          },
          {
            path: 'jobs/:slug',
            ...lazyPage(() => import('@/features/jobs/pages/job-page').then((m) => m.jobPageRoute)),
          },
          {
            path: 'companies/:companyId',
            ...lazyPage(() =>
              import('@/features/companies/pages/company-page').then((m) => m.companyPageRoute),
            ),
          },
          dashboard('user/dashboard', 'candidate', candidatePages),
          protectedPage(
            'user/updateprofile',
            'candidate',
            profilePage(() =>
              import('@/features/candidates/pages/update-profile-page').then(
                (m) => m.updateProfileRoute,
              ),
            ),
          ),
          protectedPage(
            'applyjob/:id',
            'candidate',
            profilePage(() =>
              import('@/features/applications/pages/apply-page').then((m) => m.applyRoute),
            ),
          ),
          dashboard('employer/dashboard', 'employer', employerPages),
          protectedPage(
            'employer/updateprofile',
            'employer',
            profilePage(() =>
              import('@/features/companies/pages/update-profile-page').then(
                (m) => m.updateProfileRoute,
              ),
            ),
          ),
          dashboard('admin/dashboard', 'admin', [
            ...adminPages,
            ...adminProgramPages,
            ...adminBlogPages,
          ]),
          ...programPages,
          ...blogPages,
          ...typingPages,
          {
            path: 'internships',
            ...lazyPage(() =>
              import('@/features/landings/pages/internships-page').then(
                (m) => m.internshipsPageRoute,
              ),
            ),
          },
          {
            path: 'explore-internships',
            ...lazyPage(() =>
              import('@/features/landings/pages/explore-internships-page').then(
                (m) => m.exploreInternshipsPageRoute,
              ),
            ),
          },
          {
            path: 'employerpage',
            ...lazyPage(() =>
              import('@/features/landings/pages/employer-landing-page').then(
                (m) => m.employerLandingPageRoute,
              ),
            ),
          },
          ...SITE_ROUTES,
          { path: '*', ...notFound },
        ],
      },
    ],
  },
];
