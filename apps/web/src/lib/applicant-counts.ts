import {
  APPLICATION_STATUSES,
  EMPLOYER_STATUS_LABELS,
  type ApplicantCounts,
  type ApplicationStatus,
} from '@shuruaat/contract';

export function noApplicants(): ApplicantCounts {
  return Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicantCounts;
}

/**
 * "All active" is everyone still in play: waiting, shortlisted, in interview or hired.
 * Rejected and withdrawn applicants have their own tabs; removed ones are never listed.
 */
const ACTIVE: readonly ApplicationStatus[] = ['applied', 'shortlisted', 'interview', 'hired'];

export const APPLICANT_TABS = [
  'active',
  'applied',
  'shortlisted',
  'interview',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicantTab = (typeof APPLICANT_TABS)[number];

export const isApplicantTab = (value: string | null): value is ApplicantTab =>
  APPLICANT_TABS.some((tab) => tab === value);

export const tabStatuses = (tab: ApplicantTab): readonly ApplicationStatus[] =>
  tab === 'active' ? ACTIVE : [tab];

export const tabLabel = (tab: ApplicantTab) =>
  tab === 'active' ? 'All active' : EMPLOYER_STATUS_LABELS[tab];

export const tabCount = (counts: ApplicantCounts, tab: ApplicantTab) =>
  tabStatuses(tab).reduce((sum, status) => sum + counts[status], 0);

/** Everyone the employer can see across the tabs: every applicant but the removed. */
export const listedApplicants = (job: {
  applicantCounts: ApplicantCounts;
  applicantTotal: number;
}) => job.applicantTotal - job.applicantCounts.removed;
