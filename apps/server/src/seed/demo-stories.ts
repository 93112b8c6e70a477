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
    headline: 'My first paid internship, found in the second week of looking',
    story:
      'I had applied on three other sites and heard nothing. Here every listing showed the stipend, so I only applied where the pay and hours worked with my classes. The company replied in four days, I did a short assignment, and I was marked hired the next week. My advice: write a real cover letter for each application, two or three lines about why that company.',
  },
  {
    name: 'Arjun Reddy',
    email: 'arjun.reddy@demo.shuruaat.in',
    profile: profile('Arjun Reddy', 'Hyderabad', 'Osmania University', ['Python', 'SQL']),
    headline: 'From a tier-3 college to a data internship in Hyderabad',
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
    headline: 'A remote internship that fit around my final year',
    story:
      'I needed something part-time and remote because I travel home on weekends. The filters showed exactly those internships with the stipend per month, and the listing said the hours up front. I was hired after one call. The best part was seeing my application move from applied to shortlisted to hired, with no chasing over email.',
  },
];
