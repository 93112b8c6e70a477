import { dashboardPathFor, profilePathFor, type Role } from '@shuruaat/contract';

export type MenuItem = { label: string; to: string; end?: boolean };
export type MenuSection = { title: string; items: MenuItem[] };

// Data, not markup: later features append their sections (applications, jobs posted, users…).
const overview = (role: Role): MenuSection => ({
  title: 'Dashboard',
  items: [{ label: 'Overview', to: dashboardPathFor(role), end: true }],
});

const account = (role: Role): MenuSection[] => {
  const profile = profilePathFor(role);
  const emailSettings = { label: 'Email settings', to: `${dashboardPathFor(role)}/email-settings` };
  const privacy = { label: 'Privacy and sessions', to: `${dashboardPathFor(role)}/privacy` };
  return [
    {
      title: 'Account',
      items: profile
        ? [{ label: 'Update profile', to: profile }, emailSettings, privacy]
        : [privacy],
    },
  ];
};

export const DASHBOARD_MENUS: Record<Role, MenuSection[]> = {
  candidate: [
    overview('candidate'),
    {
      title: 'My search',
      items: [
        { label: 'My applications', to: `${dashboardPathFor('candidate')}/applications` },
        { label: 'Messages', to: `${dashboardPathFor('candidate')}/messages` },
        { label: 'Jobs for you', to: `${dashboardPathFor('candidate')}/jobs-for-you` },
        { label: 'Saved jobs', to: `${dashboardPathFor('candidate')}/saved-jobs` },
        { label: 'Resume', to: `${dashboardPathFor('candidate')}/resume` },
        { label: 'Typing results', to: `${dashboardPathFor('candidate')}/typing` },
        { label: 'Job alerts', to: `${dashboardPathFor('candidate')}/job-alerts` },
        { label: 'Stipend check', to: `${dashboardPathFor('candidate')}/stipend-checks` },
      ],
    },
    {
      title: 'Explore',
      items: [
        { label: 'Jobs', to: '/jobs' },
        { label: 'Internships', to: '/internships' },
        { label: 'Career tools', to: '/tools' },
        { label: 'Project portfolio', to: '/project-portfolio' },
        { label: 'Refer a friend', to: '/refer-a-friend' },
      ],
    },
    ...account('candidate'),
  ],
  employer: [
    overview('employer'),
    {
      title: 'Hiring',
      items: [
        { label: 'My jobs', to: `${dashboardPathFor('employer')}/jobs` },
        { label: 'Messages', to: `${dashboardPathFor('employer')}/messages` },
        { label: 'Post a job', to: `${dashboardPathFor('employer')}/post-job` },
        { label: 'Resume database', to: `${dashboardPathFor('employer')}/resume-database` },
        { label: 'Verification', to: `${dashboardPathFor('employer')}/verification` },
        { label: 'Stipend answers', to: `${dashboardPathFor('employer')}/stipend-checks` },
        { label: 'How hiring works', to: '/employerpage' },
      ],
    },
    ...account('employer'),
  ],
  admin: [
    overview('admin'),
    {
      title: 'Console',
      items: [
        { label: 'Users', to: `${dashboardPathFor('admin')}/users` },
        { label: 'All jobs', to: `${dashboardPathFor('admin')}/jobs` },
        { label: 'Verification', to: `${dashboardPathFor('admin')}/verifications` },
        { label: 'Reports', to: `${dashboardPathFor('admin')}/reports` },
        { label: 'Listing review', to: `${dashboardPathFor('admin')}/listing-reviews` },
        { label: 'Fraud', to: `${dashboardPathFor('admin')}/fraud` },
        { label: 'Audit log', to: `${dashboardPathFor('admin')}/audit-log` },
        { label: 'Typing passages', to: `${dashboardPathFor('admin')}/typing-passages` },
        { label: 'Typing certificates', to: `${dashboardPathFor('admin')}/typing-certificates` },
        { label: 'Background jobs', to: `${dashboardPathFor('admin')}/background-jobs` },
        { label: 'Unpaid stipends', to: `${dashboardPathFor('admin')}/stipend-checks` },
      ],
    },
    {
      title: 'Site',
      items: [
        { label: 'Inbox', to: `${dashboardPathFor('admin')}/inbox` },
        { label: 'Jobs board', to: '/jobs' },
        { label: 'Blogs', to: `${dashboardPathFor('admin')}/blogs` },
      ],
    },
    {
      title: 'Programs',
      items: [
        { label: 'Campus ambassadors', to: `${dashboardPathFor('admin')}/ambassadors` },
        { label: 'Success stories', to: `${dashboardPathFor('admin')}/success-stories` },
      ],
    },
  ],
};
