import { dashboardPathFor, profilePathFor, type Role } from '@shuruaat/contract';

/** `title`, `text` and `action` are message ids (dashboard.step.*), said where a card renders. */
export type NextStep = { title: string; text: string; to: string; action: string };

const profileStep = (role: 'candidate' | 'employer', text: string): NextStep => ({
  title: role === 'candidate' ? 'dashboard.step.completeProfile' : 'dashboard.step.companyProfile',
  text,
  to: profilePathFor(role) ?? '/',
  action: 'dashboard.step.updateProfile',
});

/** The overview's cards: what each role most likely wants to do next. */
export const NEXT_STEPS: Record<Role, NextStep[]> = {
  candidate: [
    profileStep('candidate', 'dashboard.step.completeProfileText'),
    {
      title: 'dashboard.step.jobsForYou',
      text: 'dashboard.step.jobsForYouText',
      to: `${dashboardPathFor('candidate')}/jobs-for-you`,
      action: 'dashboard.step.seeMatches',
    },
    {
      title: 'dashboard.step.track',
      text: 'dashboard.step.trackText',
      to: `${dashboardPathFor('candidate')}/applications`,
      action: 'dashboard.step.myApplications',
    },
    {
      title: 'dashboard.step.internship',
      text: 'dashboard.step.internshipText',
      to: '/internships',
      action: 'dashboard.step.browseInternships',
    },
    {
      title: 'dashboard.step.firstJob',
      text: 'dashboard.step.firstJobText',
      to: '/jobs',
      action: 'dashboard.step.browseJobs',
    },
    {
      title: 'dashboard.step.skills',
      text: 'dashboard.step.skillsText',
      to: '/tools',
      action: 'dashboard.step.openTools',
    },
  ],
  employer: [
    profileStep('employer', 'dashboard.step.companyProfileText'),
    {
      title: 'dashboard.step.planHiring',
      text: 'dashboard.step.planHiringText',
      to: '/employerpage',
      action: 'dashboard.step.howHiringWorks',
    },
    {
      title: 'dashboard.step.seeBoard',
      text: 'dashboard.step.seeBoardText',
      to: '/jobs',
      action: 'dashboard.step.browseJobs',
    },
  ],
  admin: [
    {
      title: 'dashboard.step.reviewBoard',
      text: 'dashboard.step.reviewBoardText',
      to: '/jobs',
      action: 'dashboard.step.openJobs',
    },
    {
      title: 'dashboard.step.checkBlog',
      text: 'dashboard.step.checkBlogText',
      to: '/blogs',
      action: 'dashboard.step.openBlogs',
    },
  ],
};
