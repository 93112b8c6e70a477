import {
  APPLICATION_STATUSES,
  type ApplicantCounts,
  type ApplicationStatus,
} from '@shuruaat/contract';

/**
 * The chips on My applications; "Not selected" covers rejected and removed, as its label does.
 * Each label is a message id, said where the chips render.
 */
export const APPLICATION_FILTERS = [
  { value: 'all', label: 'applications.filter.all', statuses: [] },
  { value: 'applied', label: 'applications.filter.applied', statuses: ['applied'] },
  { value: 'shortlisted', label: 'applications.filter.shortlisted', statuses: ['shortlisted'] },
  { value: 'interview', label: 'applications.filter.interview', statuses: ['interview'] },
  { value: 'hired', label: 'applications.filter.hired', statuses: ['hired'] },
  {
    value: 'not-selected',
    label: 'applications.filter.notSelected',
    statuses: ['rejected', 'removed'],
  },
  { value: 'withdrawn', label: 'applications.filter.withdrawn', statuses: ['withdrawn'] },
] as const satisfies readonly {
  value: string;
  label: string;
  statuses: readonly ApplicationStatus[];
}[];

export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number]['value'];

const byValue = new Map(APPLICATION_FILTERS.map((filter) => [filter.value, filter]));

/** The chip an address names (`?status=`); anything else is "All". */
export const readFilter = (value: string | null): ApplicationFilter =>
  APPLICATION_FILTERS.find((filter) => filter.value === value)?.value ?? 'all';

/** The API's `status` query for a chip: a comma list, or nothing for every status. */
export function statusQuery(filter: ApplicationFilter): string | undefined {
  const statuses: readonly ApplicationStatus[] = byValue.get(filter)?.statuses ?? [];
  return statuses.length > 0 ? statuses.join(',') : undefined;
}

export function filterCount(filter: ApplicationFilter, counts: ApplicantCounts): number {
  const statuses: readonly ApplicationStatus[] = byValue.get(filter)?.statuses ?? [];
  const counted = statuses.length > 0 ? statuses : APPLICATION_STATUSES;
  return counted.reduce((sum, status) => sum + counts[status], 0);
}

/** The candidate may withdraw while the employer has not yet decided. */
const WITHDRAWABLE: ReadonlySet<ApplicationStatus> = new Set([
  'applied',
  'shortlisted',
  'interview',
]);
export const canWithdraw = (status: ApplicationStatus) => WITHDRAWABLE.has(status);
