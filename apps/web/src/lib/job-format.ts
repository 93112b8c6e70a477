import {
  WORK_MODE_LABELS,
  formatInr,
  formatLpa,
  type JobKind,
  type JobStatus,
  type PayRange,
  type WorkMode,
} from '@shuruaat/contract';

type Range = Partial<PayRange> | null | undefined;
const isAmount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function rangeText(range: Range, format: (n: number) => string): string | null {
  const low = isAmount(range?.min) ? range.min : null;
  const high = isAmount(range?.max) ? range.max : null;
  if (low === null && high === null) return null;
  if (low === null || high === null || low === high) return format((low ?? high) as number);
  // The unit once, as search results write it: "₹8,000–12,000", "₹4.5–6 LPA".
  return `${format(low).replace(/ LPA$/, '')}–${format(high).replace(/^₹/, '')}`;
}

/** Pay as Indian listings state it: "₹10,000 /month", "Unpaid", "₹4.5 LPA". */
export function payText(job: { kind: JobKind; stipend?: Range; ctc?: Range }): string {
  if (job.kind === 'internship') {
    if (job.stipend === null) return 'Unpaid';
    const stipend = rangeText(job.stipend, formatInr);
    return stipend ? `${stipend} /month` : 'Stipend not set';
  }
  return rangeText(job.ctc, formatLpa) ?? 'CTC not set';
}

export function placeText(job: { workMode: WorkMode; cities: readonly string[] }): string {
  if (job.workMode === 'remote') return WORK_MODE_LABELS.remote;
  if (job.cities.length === 0) return 'City not chosen';
  const cities = job.cities.join(', ');
  return job.workMode === 'hybrid' ? `${cities} (hybrid)` : cities;
}

export type ListingState = JobStatus | 'expired';

/** An active job past its apply-by date still says "active"; employers need to see "expired". */
export function listingState(job: {
  status: JobStatus;
  isAcceptingApplications: boolean;
  review?: { state: string } | null;
}) {
  // A listing held by screening takes no applications yet, but it has not expired: its card
  // says it is under review.
  const isHeld = job.review?.state === 'held';
  return job.status === 'active' && !job.isAcceptingApplications && !isHeld
    ? 'expired'
    : job.status;
}

export const KIND_LABELS: Record<JobKind, string> = { internship: 'Internship', job: 'Job' };
