import { TYPING_LENGTHS } from '@shuruaat/contract';
export type ToolCard = { title: string; text: string; to: string; action: string };

/** The tools list; each page is built by its own feature, this only links to it. */
export const TOOLS: readonly ToolCard[] = [
  {
    title: 'Is this offer real?',
    text: 'Paste an offer from email, WhatsApp or any site, in English or Hindi, and see each red flag explained: fees, OTPs, bank details, ID copies, task scams. Nothing is stored.',
    to: '/tools/is-this-offer-real',
    action: 'Check an offer',
  },
  {
    title: 'Typing test',
    text: `Test your typing speed and accuracy in English or Hindi: practice ${TYPING_LENGTHS.practice}, tests ${TYPING_LENGTHS.tests}, scored the way many data-entry and government exams do.`,
    to: '/tools/typing-test',
    action: 'Take the typing test',
  },
  {
    title: 'Project portfolio',
    text: 'List the projects you built — what you made, your role, the skills used and links to the code or demo — and share one public page with employers.',
    to: '/project-portfolio',
    action: 'Build your portfolio',
  },
  {
    title: 'Career guidance',
    text: 'Guides on choosing an internship, reading a stipend or CTC offer, writing a fresher resume and preparing for interviews.',
    to: '/Career-guidence',
    action: 'Read the guides',
  },
  {
    title: 'Success stories',
    text: 'How students from colleges across India got their internships and first jobs, in their own words.',
    to: '/success-stories',
    action: 'Read their stories',
  },
];
