import type { Program } from '@shuruaat/contract';
import type { ContentSection } from './types';

export type ProgramDetails = {
  program: Program;
  name: string;
  path: string;
  tagline: string;
  fee: string;
  duration: string;
  mentorship: string;
  projects: string;
  certificate: string;
  hours: string;
  includes: readonly string[];
  suits: readonly string[];
};

/** Shuruaat's own three programs; the comparison table reads the same rows. */
export const PROGRAMS: readonly ProgramDetails[] = [
  {
    program: 'free-internship',
    name: 'Free internship',
    path: '/free-internships',
    tagline: 'A real project with a mentor and a certificate, at no cost.',
    fee: 'Free',
    duration: '4 weeks',
    mentorship: 'Group mentor, one review call a week',
    projects: '1 guided project',
    certificate: 'Completion certificate with a verification link',
    hours: 'Up to 15 hours a week',
    includes: [
      'One guided project in your track, from a written brief',
      'A weekly group call where a mentor reviews submitted work',
      'A community channel for questions, answered on working days',
      'A completion certificate with a public verification link',
    ],
    suits: [
      'First- and second-year students trying a field for the first time',
      'Anyone who wants one real project on their resume before applying to paid internships',
    ],
  },
  {
    program: 'standard',
    name: 'Standard Program',
    path: '/Standard-Program',
    tagline: 'Eight weeks, two reviewed projects and weekly mentoring in a small group.',
    fee: '₹2,999',
    duration: '8 weeks',
    mentorship: 'Mentor for a group of 8, weekly code or design reviews',
    projects: '2 projects, reviewed line by line',
    certificate: 'Certificate with grade and project links',
    hours: '10–15 hours a week, evenings and weekends',
    includes: [
      'Two projects built to a professional brief, each reviewed in detail',
      'A weekly live session with your mentor in a group of eight',
      'Written feedback on every submission within 48 hours',
      'A resume and portfolio review in the final week',
      'A graded certificate that links to your projects',
    ],
    suits: [
      'Pre-final and final-year students who know the basics and want a portfolio',
      'Freshers from non-CS streams switching into tech, design or marketing',
    ],
  },
  {
    program: 'premium',
    name: 'Premium Program',
    path: '/premium-program',
    tagline: 'Twelve weeks with your own mentor, a client project and interview preparation.',
    fee: '₹7,999',
    duration: '12 weeks',
    mentorship: '1:1 mentor, a 45-minute call every week',
    projects: '3 projects, including one for a real client',
    certificate: 'Certificate and a mentor’s letter of recommendation',
    hours: '15–20 hours a week',
    includes: [
      'A personal mentor working in your field, with a weekly 1:1 call',
      'Three projects, one delivered to a real small business or nonprofit',
      'Two mock interviews with written feedback',
      'A letter of recommendation from your mentor on completion',
      'Referrals to hiring partners on Shuruaat for suitable roles',
    ],
    suits: [
      'Final-year students and freshers preparing for placements or off-campus hiring',
      'Candidates who want close guidance and a client project to talk about in interviews',
    ],
  },
];

export const TRACK_NOTE =
  'Every program runs in five tracks: web development, data analytics, UI/UX design, digital marketing and content writing. New batches start on the first Monday of every month.';

export const FEE_NOTE =
  'Fees include GST. Scholarships cover the full fee for a few students in every batch whose family income is under ₹3 lakh a year; say so in your application. If you leave within the first 7 days, we refund the whole fee.';

export function programByPath(path: string): ProgramDetails | undefined {
  return PROGRAMS.find((p) => p.path === path);
}

/** The rules every unpaid internship on Shuruaat follows, whoever posts it. */
export const FREE_INTERNSHIP_RULES: readonly ContentSection[] = [
  {
    id: 'what',
    title: 'What an unpaid internship is here',
    paragraphs: [
      'Some internships on Shuruaat pay no stipend: usually short, project-based roles at nonprofits, early startups or research groups, and our own free internship program. They are marked “Unpaid” on every listing, so you always know before you apply.',
    ],
  },
  {
    id: 'rules',
    title: 'The rules employers agree to',
    points: [
      'No fee, deposit or paid “training kit”, ever. A student never pays to apply, train or join.',
      'At most 20 hours a week and 3 months, so an unpaid internship fits around your classes.',
      'A certificate on completion that states the dates, the work and the hours.',
      'A named mentor who reviews your work at least once a week.',
      'Work that teaches you something: no unpaid sales targets or cold-calling quotas.',
    ],
  },
  {
    id: 'report',
    title: 'If an employer breaks a rule',
    paragraphs: [
      'Report the listing from its page or write to support@shuruaat.in. We look at every report within one working day and remove employers who charge students or break these rules.',
    ],
  },
];
