import type { UpdateCandidateProfileBody } from '@shuruaat/contract';
import type { DemoAnswers } from './demo-candidates';

export type DemoStory = {
  name: string;
  email: string;
  profile: UpdateCandidateProfileBody;
  /** The open listing they were hired for, chosen to fit their degree, skills and city. */
  hiredFor: { company: string; title: string };
  answers: DemoAnswers;
  /** Said "No" to the listing's start date (the story tells of starting after exams). */
  startsLater?: true;
  headline: string;
  story: string;
};

// Final-year students (graduating next summer), as each story tells it.
const profile = (
  fields: Pick<UpdateCandidateProfileBody, 'fullName' | 'phone' | 'city' | 'college' | 'degree'>,
  skills: string[],
): UpdateCandidateProfileBody => ({ ...fields, graduationYear: 2027, skills });

/** Students hired through the demo listings, with the stories they sent (published). */
export const DEMO_STORIES: DemoStory[] = [
  {
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@demo.shuruaat.in',
    profile: profile(
      {
        fullName: 'Sneha Kulkarni',
        phone: '98220 41873',
        city: 'Pune',
        college: 'Symbiosis College of Arts and Commerce',
        degree: 'B.Com',
      },
      ['Excel', 'Tally', 'GST filing'],
    ),
    hiredFor: { company: 'dhanrekha', title: 'Finance Intern (Accounts and Reconciliation)' },
    answers: {
      'Are you pursuing CA, CMA or another professional course?':
        'Yes, CA Intermediate. I cleared Group 1 in May and sit Group 2 next year.',
    },
    headline: 'My first offer, found in the second week of looking',
    story:
      'I had applied on three other sites and heard nothing. Here every listing showed the stipend, so I only applied where the pay and hours worked with my classes. The company replied in four days, I did a short assignment, and I was marked hired the next week. My advice: write a real cover letter for each application, two or three lines about why that company.',
  },
  {
    name: 'Arjun Reddy',
    email: 'arjun.reddy@demo.shuruaat.in',
    profile: profile(
      {
        fullName: 'Arjun Reddy',
        phone: '94405 26319',
        city: 'Hyderabad',
        college: 'Osmania University',
        degree: 'B.Sc Statistics',
      },
      ['Python', 'SQL', 'Excel'],
    ),
    hiredFor: { company: 'pulsegaon', title: 'Healthcare Data Analyst Intern' },
    answers: {},
    startsLater: true,
    headline: 'From a small college in Hyderabad to my first offer',
    story:
      'Nobody from my college had interned at a product company. I put two projects with working links on my profile, answered the screening questions honestly, and ticked “No” where I could not start immediately. The employer still shortlisted me and we agreed a start date after my exams. I could follow every step on my applications page instead of guessing.',
  },
  {
    name: 'Ritika Das',
    email: 'ritika.das@demo.shuruaat.in',
    profile: profile(
      {
        fullName: 'Ritika Das',
        phone: '98310 57702',
        city: 'Kolkata',
        college: 'St. Xavier’s College, Kolkata',
        degree: 'BA English',
      },
      ['Content writing', 'Canva'],
    ),
    hiredFor: { company: 'prodip-pathshala', title: 'Fundraising and Communications Intern' },
    answers: {},
    headline: 'An offer that fit around my final year',
    story:
      'I needed something that worked around my final-year classes. The filters narrowed the list quickly, every listing showed the pay, and the terms were written up front, so I knew before applying whether it would fit. I was hired after one call. The best part was seeing my application move from applied to shortlisted to hired, with no chasing over email.',
  },
];
