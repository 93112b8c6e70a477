import type { Card } from './types';

export const CAREERS_INTRO =
  'We build the place where a student in Indore or Guwahati finds the same chances as one in Bengaluru. If that matters to you, work with us.';

export const VALUES: readonly Card[] = [
  {
    title: 'Students first',
    text: 'When a choice helps an employer and hurts a student, we do not make it. Pay stays visible and resumes stay private.',
  },
  {
    title: 'Say it plainly',
    text: 'In the product and with each other: short sentences, real numbers and no jargon. A fresher should understand every screen.',
  },
  {
    title: 'Ship small, ship often',
    text: 'We prefer a small change that reaches users this week to a big plan that reaches them next quarter.',
  },
  {
    title: 'Answer everyone',
    text: 'We ask employers to reply to every applicant, so we do too — including everyone who applies to work here.',
  },
];

export const HIRING_STEPS: readonly Card[] = [
  {
    title: 'Apply with your profile',
    text: 'Apply to an opening like any job on Shuruaat. No cover letter needed; answer the one or two questions on the listing.',
  },
  {
    title: 'A 30-minute conversation',
    text: 'A call with the hiring manager about your work and what you want to learn. We reply within 5 working days of your application.',
  },
  {
    title: 'A short paid exercise',
    text: 'A task of at most four hours that resembles the real work, paid at ₹2,000, or a walk-through of something you built before.',
  },
  {
    title: 'Meet the team, then an answer',
    text: 'Two short conversations with future teammates. We tell you our decision within a week, with reasons if it is a no.',
  },
];

export const PERKS: readonly string[] = [
  'Salary and stipend shown on every opening, reviewed every year',
  'Hybrid work from Bengaluru, or remote from anywhere in India for most roles',
  'A ₹20,000 yearly learning budget for courses, books and conferences',
  'Health insurance for you and your parents from day one',
];
