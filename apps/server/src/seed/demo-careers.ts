import type { DemoJob } from './demo-jobs';

/** Shuruaat's own openings for /careers/openings, posted by the demo admin on the platform company. */
export const DEMO_CAREERS: Omit<DemoJob, 'company'>[] = [
  {
    kind: 'job',
    title: 'Student Success Associate (Hindi and English)',
    category: 'customer-support',
    description: `Be the person students reach when they write to Shuruaat: questions about listings, profiles, resumes and applications.

**What you'll do**

- Answer students and freshers by email and chat in Hindi and English, within a working day
- Follow up with employers when an applicant has waited too long for an answer
- Turn the questions you see most into help-centre articles

**What we look for**

- Graduates of any stream, 0 to 2 years of experience
- Clear, kind writing in Hindi and English
- Able to work from our Bengaluru office three days a week`,
    skills: ['Communication', 'Hindi', 'English', 'Email support'],
    workMode: 'hybrid',
    cities: ['Bengaluru'],
    partTime: false,
    openings: 2,
    durationMonths: null,
    stipend: null,
    ctc: { min: 360_000, max: 450_000 },
    ppo: false,
    perks: ['five-days-a-week', 'flexible-hours'],
    questions: [
      { question: 'Tell us about a time you helped someone solve a problem.', required: true },
    ],
    applyInDays: 30,
    startInDays: 37,
    postedDaysAgo: 3,
  },
  {
    kind: 'internship',
    title: 'Frontend Engineering Intern (React)',
    category: 'web-development',
    description: `Work on the Shuruaat web app that students across India use on low-end phones and slow networks.

**What you'll do**

- Build React screens for job search and applications, with tests
- Measure and improve load times on a budget Android phone
- Ship at least one change to production every week, reviewed by a senior engineer

**What we look for**

- Pre-final or final-year students who have built something in React
- Comfortable with TypeScript basics and Git`,
    skills: ['React', 'TypeScript', 'CSS', 'Git'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 2,
    durationMonths: 6,
    stipend: { min: 20_000, max: 25_000 },
    ctc: null,
    ppo: true,
    perks: ['certificate', 'letter-of-recommendation', 'job-offer', 'flexible-hours'],
    questions: [],
    applyInDays: 21,
    startInDays: null,
    postedDaysAgo: 1,
  },
];
