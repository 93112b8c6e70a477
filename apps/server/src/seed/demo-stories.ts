import type { UpdateCandidateProfileBody } from '@shuruaat/contract';

export type DemoStory = {
  name: string;
  email: string;
  profile: UpdateCandidateProfileBody;
  headline: string;
  story: string;
};

const profile = (
  fullName: string,
  city: UpdateCandidateProfileBody['city'],
  college: string,
  skills: string[],
): UpdateCandidateProfileBody => ({
  fullName,
  phone: '98200 11223',
  city,
  college,
  degree: 'B.Com',
  graduationYear: 2026,
  skills,
});

/** Students hired through the demo listings, with the stories they sent (published). */
export const DEMO_STORIES: DemoStory[] = [
  {
    name: 'Sneha Kulkarni',
    email: 'sneha.kulkarni@demo.shuruaat.in',
    profile: profile('Sneha Kulkarni', 'Pune', 'Symbiosis College of Arts and Commerce', [
      'Excel',
      'Social media',
    ]),
    headline: 'My first offer, found in the second week of looking',
    story:
      'I had applied on three other sites and heard nothing. Here every listing showed the stipend, so I only applied where the pay and hours worked with my classes. The company replied in four days, I did a short assignment, and I was marked hired the next week. My advice: write a real cover letter for each application, two or three lines about why that company.',
  },
  {
    name: 'Arjun Reddy',
    email: 'arjun.reddy@demo.shuruaat.in',
    profile: profile('Arjun Reddy', 'Hyderabad', 'Osmania University', ['Python', 'SQL']),
    headline: 'From a small college in Hyderabad to my first offer',
    story:
      'Nobody from my college had interned at a product company. I put two projects with working links on my profile, answered the screening questions honestly, and ticked “No” where I could not start immediately. The employer still shortlisted me and we agreed a start date after my exams. I could follow every step on my applications page instead of guessing.',
  },
  {
    name: 'Ritika Das',
    email: 'ritika.das@demo.shuruaat.in',
    profile: profile('Ritika Das', 'Kolkata', 'St. Xavier’s College, Kolkata', [
      'Content writing',
      'Canva',
    ]),
    headline: 'An offer that fit around my final year',
    story:
      'I needed something that worked around my final-year classes. The filters narrowed the list quickly, every listing showed the pay, and the terms were written up front, so I knew before applying whether it would fit. I was hired after one call. The best part was seeing my application move from applied to shortlisted to hired, with no chasing over email.',
  },
];
