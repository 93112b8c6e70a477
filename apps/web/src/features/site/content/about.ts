import type { Card, ContentSection } from './types';

export const ABOUT_INTRO =
  'Shuruaat means “a beginning”. We help students and freshers across India find their first internship or job, and help employers hire them fairly, with the pay, the work and the next step always in plain sight.';

export const ABOUT_SECTIONS: readonly ContentSection[] = [
  {
    id: 'what',
    title: 'What Shuruaat is',
    paragraphs: [
      'A marketplace for internships and entry-level jobs across India: office, hybrid and work-from-home roles in web development, data, design, marketing, finance, operations and more. Students and freshers keep one profile and one resume and apply in a few minutes; employers post listings, ask their own screening questions and move each applicant from applied to hired.',
      'Alongside the listings we run mentored internship programs, a free typing test in English and Hindi, career guides and a project portfolio, because a first job is easier to get when you can show what you have already built.',
    ],
  },
  {
    id: 'for-whom',
    title: 'Who it is for',
    points: [
      'College students looking for a summer, winter or semester internship, paid or for credit.',
      'Freshers from any stream, including tier-2 and tier-3 cities, looking for a first job with a fair CTC.',
      'Startups, small businesses and large companies that hire interns and freshers and want applicants who match.',
      'Colleges and placement cells that want their students to find verified opportunities.',
    ],
  },
];

export const DIFFERENCES: readonly Card[] = [
  {
    title: 'Pay you can see',
    text: 'Every internship shows the stipend in ₹ per month or says “Unpaid”; every job shows its CTC in ₹ LPA. Listings that hide pay or whose numbers do not add up are held back until the employer fixes them.',
  },
  {
    title: 'An answer to every application',
    text: 'Employers move each applicant to shortlisted, interview, hired or not selected. You get a notification at each step and a timeline on your dashboard, so no application disappears into silence.',
  },
  {
    title: 'Resumes kept private',
    text: 'Your resume is never public. Only the employers you apply to, and those you allow to search resumes, can open it, through a link that expires in minutes. You can see who opened it and when.',
  },
  {
    title: 'No fees to students, ever',
    text: 'Applying, the tools and the free internships cost nothing. An employer who asks a student for money is removed. Our optional paid programs show their fee in rupees upfront.',
  },
];
