import { SITE_NAME } from './page-titles';

/**
 * The referral, campus ambassador, portfolio and success story pages, with their titles;
 * `inSitemap` pages are public and listed for crawlers. Descriptions are below, apart.
 */
export const PROGRAM_PAGES = [
  {
    path: '/program/reffer',
    title: `Refer a friend — how Shuruaat referrals work | ${SITE_NAME}`,
    inSitemap: true,
  },
  {
    path: '/refer-a-friend',
    title: `Your referral link | ${SITE_NAME}`,
    inSitemap: true,
  },
  {
    path: '/program/campus-ambassador',
    title: `Campus Ambassador Program for college students | ${SITE_NAME}`,
    inSitemap: true,
  },
  {
    path: '/project-portfolio',
    title: `Project portfolio builder for students | ${SITE_NAME}`,
    inSitemap: true,
  },
  { path: '/portfolio/:handle', title: null, inSitemap: false },
  {
    path: '/success-stories',
    title: `Success stories — students hired through Shuruaat | ${SITE_NAME}`,
    inSitemap: true,
  },
  {
    path: '/admin/dashboard/ambassadors',
    title: `Campus ambassadors | ${SITE_NAME}`,
    inSitemap: false,
  },
  {
    path: '/admin/dashboard/success-stories',
    title: `Success stories review | ${SITE_NAME}`,
    inSitemap: false,
  },
] as const satisfies readonly {
  path: string;
  title: string | null;
  inSitemap: boolean;
}[];

export const portfolioPageTitle = (displayName: string) =>
  `${displayName}’s project portfolio | ${SITE_NAME}`;

/** The server's description of each public program page, apart from the titles the web bundles. */
export const PROGRAM_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/program/reffer':
    'Invite friends to Shuruaat with your personal link. See what you and your friend each get, and the simple rules that keep referrals fair.',
  '/refer-a-friend':
    'Share your Shuruaat referral link on WhatsApp or email and follow how many friends signed up, completed a profile and applied.',
  '/program/campus-ambassador':
    'Represent Shuruaat at your college: help classmates find paid internships, earn certificates, vouchers and a paid role as you climb tiers by referrals. Apply in five minutes.',
  '/project-portfolio':
    'List the projects you built — what you made, your role, skills and links to code or a demo — publish a clean portfolio page and send it with your applications.',
  '/success-stories':
    'Real stories from students and freshers across India who found internships and first jobs on Shuruaat, in their own words.',
};
