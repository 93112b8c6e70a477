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
    name: 'site.programs.freeInternship.name',
    path: '/free-internships',
    tagline: 'site.programs.freeInternship.tagline',
    fee: 'site.programs.freeInternship.fee',
    duration: 'site.programs.freeInternship.duration',
    mentorship: 'site.programs.freeInternship.mentorship',
    projects: 'site.programs.freeInternship.projects',
    certificate: 'site.programs.freeInternship.certificate',
    hours: 'site.programs.freeInternship.hours',
    includes: [
      'site.programs.freeInternship.includes.1',
      'site.programs.freeInternship.includes.2',
      'site.programs.freeInternship.includes.3',
      'site.programs.freeInternship.includes.4',
    ],
    suits: ['site.programs.freeInternship.suits.1', 'site.programs.freeInternship.suits.2'],
  },
  {
    program: 'standard',
    name: 'site.programs.standard.name',
    path: '/Standard-Program',
    tagline: 'site.programs.standard.tagline',
    fee: 'site.programs.standard.fee',
    duration: 'site.programs.standard.duration',
    mentorship: 'site.programs.standard.mentorship',
    projects: 'site.programs.standard.projects',
    certificate: 'site.programs.standard.certificate',
    hours: 'site.programs.standard.hours',
    includes: [
      'site.programs.standard.includes.1',
      'site.programs.standard.includes.2',
      'site.programs.standard.includes.3',
      'site.programs.standard.includes.4',
      'site.programs.standard.includes.5',
    ],
    suits: ['site.programs.standard.suits.1', 'site.programs.standard.suits.2'],
  },
  {
    program: 'premium',
    name: 'site.programs.premium.name',
    path: '/premium-program',
    tagline: 'site.programs.premium.tagline',
    fee: 'site.programs.premium.fee',
    duration: 'site.programs.premium.duration',
    mentorship: 'site.programs.premium.mentorship',
    projects: 'site.programs.premium.projects',
    certificate: 'site.programs.premium.certificate',
    hours: 'site.programs.premium.hours',
    includes: [
      'site.programs.premium.includes.1',
      'site.programs.premium.includes.2',
      'site.programs.premium.includes.3',
      'site.programs.premium.includes.4',
      'site.programs.premium.includes.5',
    ],
    suits: ['site.programs.premium.suits.1', 'site.programs.premium.suits.2'],
  },
];

export const TRACK_NOTE = 'site.programs.trackNote';

export const FEE_NOTE = 'site.programs.feeNote';

export function programByPath(path: string): ProgramDetails | undefined {
  return PROGRAMS.find((p) => p.path === path);
}

/** The rules every unpaid internship on Shuruaat follows, whoever posts it. */
export const FREE_INTERNSHIP_RULES: readonly ContentSection[] = [
  {
    id: 'what',
    title: 'site.programs.freeInternshipRules.what.title',
    paragraphs: ['site.programs.freeInternshipRules.what.p1'],
  },
  {
    id: 'rules',
    title: 'site.programs.freeInternshipRules.rules.title',
    points: [
      'site.programs.freeInternshipRules.rules.point1',
      'site.programs.freeInternshipRules.rules.point2',
      'site.programs.freeInternshipRules.rules.point3',
      'site.programs.freeInternshipRules.rules.point4',
      'site.programs.freeInternshipRules.rules.point5',
    ],
  },
  {
    id: 'report',
    title: 'site.programs.freeInternshipRules.report.title',
    paragraphs: ['site.programs.freeInternshipRules.report.p1'],
  },
];
