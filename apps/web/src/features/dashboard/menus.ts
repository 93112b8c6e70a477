import { dashboardPathFor, profilePathFor, type Role } from '@shuruaat/contract';

/** `label` and `title` are message ids (dashboard.menu.*), said where the menu renders. */
export type MenuItem = { label: string; to: string; end?: boolean };
export type MenuSection = { title: string; items: MenuItem[] };

// Data, not markup: later features append their sections (applications, jobs posted, users…).
const overview = (role: Role): MenuSection => ({
  title: 'dashboard.menu.dashboard',
  items: [{ label: 'dashboard.menu.overview', to: dashboardPathFor(role), end: true }],
});

const account = (role: Role): MenuSection[] => {
  const profile = profilePathFor(role);
  const emailSettings = {
    label: 'dashboard.menu.emailSettings',
    to: `${dashboardPathFor(role)}/email-settings`,
  };
  const privacy = {
    label: 'dashboard.menu.privacyAndSessions',
    to: `${dashboardPathFor(role)}/privacy`,
  };
  return [
    {
      title: 'dashboard.menu.account',
      items: profile
        ? [{ label: 'dashboard.menu.updateProfile', to: profile }, emailSettings, privacy]
        : [privacy],
    },
  ];
};

export const DASHBOARD_MENUS: Record<Role, MenuSection[]> = {
  candidate: [
    overview('candidate'),
    {
      title: 'dashboard.menu.mySearch',
      items: [
        {
          label: 'dashboard.menu.myApplications',
          to: `${dashboardPathFor('candidate')}/applications`,
        },
        { label: 'dashboard.menu.messages', to: `${dashboardPathFor('candidate')}/messages` },
        { label: 'dashboard.menu.jobsForYou', to: `${dashboardPathFor('candidate')}/jobs-for-you` },
        { label: 'dashboard.menu.savedJobs', to: `${dashboardPathFor('candidate')}/saved-jobs` },
        { label: 'dashboard.menu.resume', to: `${dashboardPathFor('candidate')}/resume` },
        { label: 'dashboard.menu.typingResults', to: `${dashboardPathFor('candidate')}/typing` },
        { label: 'dashboard.menu.jobAlerts', to: `${dashboardPathFor('candidate')}/job-alerts` },
        {
          label: 'dashboard.menu.stipendCheck',
          to: `${dashboardPathFor('candidate')}/stipend-checks`,
        },
      ],
    },
    {
      title: 'dashboard.menu.explore',
      items: [
        { label: 'dashboard.menu.jobs', to: '/jobs' },
        { label: 'dashboard.menu.internships', to: '/internships' },
        { label: 'dashboard.menu.careerTools', to: '/tools' },
        { label: 'dashboard.menu.projectPortfolio', to: '/project-portfolio' },
        { label: 'dashboard.menu.referAFriend', to: '/refer-a-friend' },
      ],
    },
    ...account('candidate'),
  ],
  employer: [
    overview('employer'),
    {
      title: 'dashboard.menu.hiring',
      items: [
        { label: 'dashboard.menu.myJobs', to: `${dashboardPathFor('employer')}/jobs` },
        { label: 'dashboard.menu.messages', to: `${dashboardPathFor('employer')}/messages` },
        { label: 'dashboard.menu.postAJob', to: `${dashboardPathFor('employer')}/post-job` },
        {
          label: 'dashboard.menu.resumeDatabase',
          to: `${dashboardPathFor('employer')}/resume-database`,
        },
        {
          label: 'dashboard.menu.verification',
          to: `${dashboardPathFor('employer')}/verification`,
        },
        {
          label: 'dashboard.menu.stipendAnswers',
          to: `${dashboardPathFor('employer')}/stipend-checks`,
        },
        { label: 'dashboard.menu.howHiringWorks', to: '/employerpage' },
      ],
    },
    ...account('employer'),
  ],
  admin: [
    overview('admin'),
    {
      title: 'dashboard.menu.console',
      items: [
        { label: 'dashboard.menu.users', to: `${dashboardPathFor('admin')}/users` },
        { label: 'dashboard.menu.allJobs', to: `${dashboardPathFor('admin')}/jobs` },
        { label: 'dashboard.menu.verification', to: `${dashboardPathFor('admin')}/verifications` },
        { label: 'dashboard.menu.reports', to: `${dashboardPathFor('admin')}/reports` },
        {
          label: 'dashboard.menu.listingReview',
          to: `${dashboardPathFor('admin')}/listing-reviews`,
        },
        { label: 'dashboard.menu.fraud', to: `${dashboardPathFor('admin')}/fraud` },
        { label: 'dashboard.menu.auditLog', to: `${dashboardPathFor('admin')}/audit-log` },
        {
          label: 'dashboard.menu.typingPassages',
          to: `${dashboardPathFor('admin')}/typing-passages`,
        },
        {
          label: 'dashboard.menu.typingCertificates',
          to: `${dashboardPathFor('admin')}/typing-certificates`,
        },
        {
          label: 'dashboard.menu.backgroundJobs',
          to: `${dashboardPathFor('admin')}/background-jobs`,
        },
        {
          label: 'dashboard.menu.unpaidStipends',
          to: `${dashboardPathFor('admin')}/stipend-checks`,
        },
      ],
    },
    {
      title: 'dashboard.menu.site',
      items: [
        { label: 'dashboard.menu.inbox', to: `${dashboardPathFor('admin')}/inbox` },
        { label: 'dashboard.menu.jobsBoard', to: '/jobs' },
        { label: 'dashboard.menu.blogs', to: `${dashboardPathFor('admin')}/blogs` },
      ],
    },
    {
      title: 'dashboard.menu.programs',
      items: [
        {
          label: 'dashboard.menu.campusAmbassadors',
          to: `${dashboardPathFor('admin')}/ambassadors`,
        },
        {
          label: 'dashboard.menu.successStories',
          to: `${dashboardPathFor('admin')}/success-stories`,
        },
      ],
    },
  ],
};
