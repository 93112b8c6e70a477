import { INFO_PAGES } from './info-pages';
import { BLOGS_PAGE_TITLE, SITE_NAME } from './page-titles';
import { PROGRAM_PAGES } from './program-pages';
import { TYPING_PAGES } from './typing-pages';

/**
 * Every page of the web app, with its title. The server answers 404 for any other path (no
 * "soft 404": a page that does not exist must not look like one that does to a search engine),
 * and the web app sets these titles as it navigates. `null`: the page writes its own title
 * from what it shows (a search, a job). A web test keeps this list equal to the route table.
 */
export const SITE_PAGES = [
  { path: '/', title: `${SITE_NAME} — Internships and jobs for students and freshers in India` },
  { path: '/login', title: `Log in | ${SITE_NAME}` },
  { path: '/signup', title: `Sign up | ${SITE_NAME}` },
  { path: '/guardian-consent', title: `A parent’s or guardian’s consent | ${SITE_NAME}` },
  { path: '/oauth/callback', title: `Signing in with Google | ${SITE_NAME}` },
  { path: '/forgot-password', title: `Forgot password | ${SITE_NAME}` },
  { path: '/reset-password', title: `Set a new password | ${SITE_NAME}` },
  { path: '/verify-email', title: `Confirm your email | ${SITE_NAME}` },
  { path: '/unsubscribe', title: `Unsubscribe | ${SITE_NAME}` },
  { path: '/dev/mailbox', title: `Development mailbox | ${SITE_NAME}` },
  { path: '/user/dashboard/job-alerts', title: `Job alerts | ${SITE_NAME}` },
  { path: '/user/dashboard/email-settings', title: `Email settings | ${SITE_NAME}` },
  { path: '/employer/dashboard/email-settings', title: `Email settings | ${SITE_NAME}` },
  { path: '/jobs', title: null },
  { path: '/jobs/:slug', title: null },
  { path: '/companies/:companyId', title: `Company track record | ${SITE_NAME}` },
  {
    path: '/internships',
    title: `Internships in India — paid, work from home and part-time | ${SITE_NAME}`,
  },
  {
    path: '/explore-internships',
    title: `Explore internships by category and city | ${SITE_NAME}`,
  },
  { path: '/employerpage', title: `Hire interns and freshers in India | ${SITE_NAME}` },
  { path: '/user/dashboard', title: `Your dashboard | ${SITE_NAME}` },
  { path: '/user/dashboard/applications', title: `My applications | ${SITE_NAME}` },
  { path: '/user/dashboard/jobs-for-you', title: `Jobs for you | ${SITE_NAME}` },
  { path: '/user/dashboard/saved-jobs', title: `Saved jobs | ${SITE_NAME}` },
  { path: '/user/dashboard/stipend-checks', title: `Stipend check | ${SITE_NAME}` },
  { path: '/employer/dashboard/stipend-checks', title: `Stipend answers | ${SITE_NAME}` },
  { path: '/user/dashboard/resume', title: `My resume | ${SITE_NAME}` },
  { path: '/user/dashboard/messages', title: `Messages | ${SITE_NAME}` },
  { path: '/user/dashboard/messages/:applicationId', title: `Conversation | ${SITE_NAME}` },
  { path: '/user/updateprofile', title: `Edit your profile | ${SITE_NAME}` },
  { path: '/applyjob/:id', title: null },
  { path: '/employer/dashboard', title: `Employer dashboard | ${SITE_NAME}` },
  { path: '/employer/dashboard/jobs', title: `My jobs | ${SITE_NAME}` },
  { path: '/employer/dashboard/post-job', title: `Post a job | ${SITE_NAME}` },
  { path: '/employer/dashboard/jobs/:id/applicants', title: `Applicants | ${SITE_NAME}` },
  { path: '/employer/dashboard/jobs/:id/edit', title: `Edit job | ${SITE_NAME}` },
  { path: '/employer/dashboard/resume-database', title: `Resume database | ${SITE_NAME}` },
  { path: '/employer/dashboard/messages', title: `Messages | ${SITE_NAME}` },
  { path: '/employer/dashboard/messages/:applicationId', title: `Conversation | ${SITE_NAME}` },
  { path: '/employer/updateprofile', title: `Company profile | ${SITE_NAME}` },
  { path: '/admin/dashboard', title: `Admin dashboard | ${SITE_NAME}` },
  { path: '/admin/dashboard/inbox', title: `Inbox | ${SITE_NAME}` },
  { path: '/blogs', title: BLOGS_PAGE_TITLE },
  { path: '/blogs/:slug', title: null },
  { path: '/admin/dashboard/blogs', title: `Blogs | ${SITE_NAME}` },
  { path: '/admin/dashboard/blogs/new', title: `Write a blog | ${SITE_NAME}` },
  { path: '/admin/dashboard/blogs/:id/edit', title: `Edit blog | ${SITE_NAME}` },
  { path: '/user/dashboard/privacy', title: `Privacy and sessions | ${SITE_NAME}` },
  { path: '/employer/dashboard/privacy', title: `Privacy and sessions | ${SITE_NAME}` },
  { path: '/admin/dashboard/privacy', title: `Privacy and sessions | ${SITE_NAME}` },
  { path: '/admin/dashboard/users', title: `Users | ${SITE_NAME}` },
  { path: '/admin/dashboard/users/:employerId/jobs', title: `Employer's jobs | ${SITE_NAME}` },
  { path: '/admin/dashboard/jobs', title: `All jobs | ${SITE_NAME}` },
  { path: '/admin/dashboard/jobs/:id/edit', title: `Edit job | ${SITE_NAME}` },
  { path: '/admin/dashboard/post-job', title: `Post a job | ${SITE_NAME}` },
  { path: '/admin/dashboard/verifications', title: `Employer verification | ${SITE_NAME}` },
  { path: '/admin/dashboard/reports', title: `Reported listings | ${SITE_NAME}` },
  { path: '/admin/dashboard/listing-reviews', title: `Listing review | ${SITE_NAME}` },
  { path: '/admin/dashboard/fraud', title: `Fraud | ${SITE_NAME}` },
  { path: '/admin/dashboard/audit-log', title: `Audit log | ${SITE_NAME}` },
  { path: '/admin/dashboard/typing-passages', title: `Typing passages | ${SITE_NAME}` },
  { path: '/admin/dashboard/typing-certificates', title: `Typing certificates | ${SITE_NAME}` },
  { path: '/admin/dashboard/background-jobs', title: `Background jobs | ${SITE_NAME}` },
  { path: '/admin/dashboard/stipend-checks', title: `Unpaid stipends | ${SITE_NAME}` },
  { path: '/employer/dashboard/verification', title: `Verification | ${SITE_NAME}` },
  ...INFO_PAGES,
  ...PROGRAM_PAGES,
  ...TYPING_PAGES,
] as const satisfies readonly { path: string; title: string | null }[];

export type SitePage = (typeof SITE_PAGES)[number];

export const NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The page a path shows (`:name` matches one segment; a trailing slash is ignored). */
export function findSitePage(pathname: string): SitePage | undefined {
  const parts = segments(pathname);
  return SITE_PAGES.find((page) => {
    const pattern = segments(page.path);
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part === parts[i])
    );
  });
}
