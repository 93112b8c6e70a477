import type { DemoBlog } from './demo-blogs';

/** Posts for the other side of the market: employers hiring students. */
export const EMPLOYER_POSTS: DemoBlog[] = [
  {
    title: 'Writing an internship listing that the right students apply to',
    author: 'Shuruaat Employer Team',
    topic: 'employers',
    jobCategory: null,
    daysAgo: 24,
    metaDescription:
      'For employers: a listing with a clear stipend, real tasks and honest hours gets better applicants. What to write in each part of an internship post on Shuruaat.',
    body: `Students choose between dozens of listings in a few seconds each. The listings that attract capable applicants are not the ones with the most adjectives; they are the ones that answer a student's questions before they are asked.

## State the stipend, plainly

Students filter by stipend first. A clear range per month (for example ₹10,000–₹15,000) gets more and better applicants than "competitive" or "performance based". Shuruaat checks stipend and CTC ranges as you type, catching the common slip of a yearly amount in a monthly field, so your listing says what you mean.

If part of the stipend depends on performance, say which part and what the target is. Vague pay is the most common reason students report listings.

## Describe the first month of work

Instead of *"assist the marketing team with various activities"*, write:

- *Write two blog posts a week for our parent-facing site.*
- *Schedule our Instagram posts and report reach every Friday.*
- *Sit in on our weekly campaign review and present one idea.*

Students can then judge whether they can do it, and you get applicants who self-select.

## Be honest about hours and place

Say whether the internship is in the office, hybrid or remote, the city, the days and hours expected, and the duration. If it is part-time, say how many hours a week. Students plan around exams and travel, and an honest listing prevents drop-outs in week two.

## Ask one or two good screening questions

The best questions ask for evidence: *"Share a link to something you have written or built"* or *"Tell us about a time you met a deadline under pressure."* Avoid questions that everyone answers the same way.

## Respond to every applicant

Students notice, and remember, which companies never reply. Move applicants through the stages in your dashboard (shortlisted, interview, hired, not selected): each change notifies the student, so nobody is left waiting for an answer that is not coming.

## Get verified

Ask for verification from your employer dashboard with your company website or your GSTIN or CIN. Verified companies show a badge on their listings, and students apply more readily to employers they can trust.

## A checklist before you publish

1. Stipend range per month, and what any variable part depends on.
2. Three to five concrete tasks.
3. Skills required, and which are nice to have.
4. Place, hours, duration and start date.
5. Apply-by date that gives students at least a week.
6. Whether a certificate, letter of recommendation or pre-placement offer is possible.

A listing that covers these gets fewer "is this paid?" messages and more applications worth reading.`,
  },
];
