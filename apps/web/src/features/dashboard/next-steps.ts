import { dashboardPathFor, profilePathFor, type Role } from '@shuruaat/contract';

export type NextStep = { title: string; text: string; to: string; action: string };

const profileStep = (role: 'candidate' | 'employer', text: string): NextStep => ({
  title: role === 'candidate' ? 'Complete your profile' : 'Set up your company profile',
  text,
  to: profilePathFor(role) ?? '/',
  action: 'Update profile',
});

/** The overview's cards: what each role most likely wants to do next. */
export const NEXT_STEPS: Record<Role, NextStep[]> = {
  candidate: [
    profileStep(
      'candidate',
      'Employers read your profile first. Add your college, skills and cities.',
    ),
    {
      title: 'Jobs for you',
      text: 'Open roles picked for your skills and cities.',
      to: `${dashboardPathFor('candidate')}/jobs-for-you`,
      action: 'See your matches',
    },
    {
      title: 'Track your applications',
      text: 'See where each application stands, step by step.',
      to: `${dashboardPathFor('candidate')}/applications`,
      action: 'My applications',
    },
    {
      title: 'Find an internship',
      text: 'Learn on real work while you study.',
      to: '/internships',
      action: 'Browse internships',
    },
    {
      title: 'Find your first job',
      text: 'Entry-level roles for recent graduates.',
      to: '/jobs',
      action: 'Browse jobs',
    },
    {
      title: 'Sharpen your skills',
      text: 'Take the English or Hindi typing test.',
      to: '/tools',
      action: 'Open tools',
    },
  ],
  employer: [
    profileStep('employer', 'Candidates apply with more confidence when they know who you are.'),
    {
      title: 'Plan your hiring',
      text: 'See how posting and reviewing applicants works.',
      to: '/employerpage',
      action: 'How hiring works',
    },
    {
      title: 'See the jobs board',
      text: 'Look at openings the way candidates will.',
      to: '/jobs',
      action: 'Browse jobs',
    },
  ],
  admin: [
    {
      title: 'Review the jobs board',
      text: 'Check what candidates see right now.',
      to: '/jobs',
      action: 'Open jobs',
    },
    {
      title: 'Check the blog',
      text: 'Read the published posts.',
      to: '/blogs',
      action: 'Open blogs',
    },
  ],
};
