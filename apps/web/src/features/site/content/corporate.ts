import type { Card } from './types';

export const CORPORATE_TRACKS: readonly Card[] = [
  {
    title: 'Fresher onboarding',
    text: 'Two weeks that turn new graduates into productive team members: workplace email and chat, Git and tickets, estimating work, asking for help and giving updates.',
  },
  {
    title: 'Web development',
    text: 'React, Node.js and SQL for junior developers, taught on your own stack where possible, ending with a small feature built and reviewed like real work.',
  },
  {
    title: 'Data skills for every team',
    text: 'Excel, Google Sheets and SQL for operations, finance and sales teams: clean data, pivot tables, dashboards and the questions to ask of a number.',
  },
  {
    title: 'Workplace communication',
    text: 'Clear writing, client calls and presentations in English, with Hindi support, for teams that work with customers across India.',
  },
];

export const CORPORATE_FORMAT: readonly string[] = [
  'Live online sessions of 90 minutes, or in person at your office in Bengaluru, Pune, Hyderabad, Delhi NCR or Mumbai.',
  'Batches of 10 to 30 people, with exercises on your own tools and data where you allow it.',
  'A skills check before and after, and a short report on each participant for their manager.',
  'Priced per batch after a free call about your team’s needs; GST invoices provided.',
];
