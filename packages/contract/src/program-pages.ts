import { SITE_NAME } from './page-titles';

/**
 * The referral, campus ambassador, portfolio and success story pages. `description` is what the
 * server writes into the page's head; `inSitemap` pages are public and listed for crawlers.
 */
export const PROGRAM_PAGES = [
  {
    path: '/program/reffer',
    title: `Refer a friend — how Shuruaat referrals work | ${SITE_NAME}`,
    description:
      'Invite friends to Shuruaat with your personal link. See what you and your friend each get, and the simple rules that keep referrals fair.',
    inSitemap: true,
  },
  {
    path: '/refer-a-friend',
    title: `Your referral link | ${SITE_NAME}`,
    description:
      'Share your Shuruaat referral link on WhatsApp or email and follow how many friends signed up, completed a profile and applied.',
    inSitemap: true,
  },
  {
    path: '/program/campus-ambassador',
    title: `Campus Ambassador Program for college students | ${SITE_NAME}`,
    description:
      'Represent Shuruaat at your college: help classmates find paid internships, earn certificates, vouchers and a paid role as you climb tiers by referrals. Apply in five minutes.',
    inSitemap: true,
  },
  {
    path: '/project-portfolio',
    title: `Project portfolio builder for students | ${SITE_NAME}`,
    description:
      'List the projects you built — what you made, your role, skills and links to code or a demo — publish a clean portfolio page and send it with your applications.',
    inSitemap: true,
  },
  { path: '/portfolio/:handle', title: null, description: null, inSitemap: false },
  {
    path: '/success-stories',
    title: `Success stories — students hired through Shuruaat | ${SITE_NAME}`,
    description:
      'Real stories from students and freshers across India who found internships and first jobs on Shuruaat, in their own words.',
    inSitemap: true,
  },
  {
    path: '/admin/dashboard/ambassadors',
    title: `Campus ambassadors | ${SITE_NAME}`,
    description: null,
    inSitemap: false,
  },
  {
    path: '/admin/dashboard/success-stories',
    title: `Success stories review | ${SITE_NAME}`,
    description: null,
    inSitemap: false,
  },
] as const satisfies readonly {
  path: string;
  title: string | null;
  description: string | null;
  inSitemap: boolean;
}[];

export const portfolioPageTitle = (displayName: string) =>
  `${displayName}’s project portfolio | ${SITE_NAME}`;
