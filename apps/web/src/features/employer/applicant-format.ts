import type { Availability, JobTerms } from '@shuruaat/contract';
import { dateText, placeText } from '@/lib/job-format';

// Applications are stamped with instants; employers read them as Indian calendar days and times.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const momentFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "2026-11-02T09:30:00Z" → "2 Nov 2026". */
export const dayOf = (iso: string) => (valid(iso) ? dayFormat.format(new Date(iso)) : iso);

/** "2026-11-02T09:30:00Z" → "2 Nov 2026, 3:00 pm". */
export const momentOf = (iso: string) => (valid(iso) ? momentFormat.format(new Date(iso)) : iso);

export type AvailabilityKey = keyof Availability;

export const AVAILABILITY_LABELS: Record<AvailabilityKey, string> = {
  startDate: 'Start date',
  duration: 'Duration',
  location: 'Location',
  schedule: 'Schedule',
};

/** What the job asked for on each point, as it stood when the candidate applied. */
export function termText(key: AvailabilityKey, terms: JobTerms): string {
  switch (key) {
    case 'startDate':
      return terms.startDate ? `From ${dateText(terms.startDate)}` : 'Immediately';
    case 'duration':
      if (terms.durationMonths === null) return 'No fixed duration';
      return terms.durationMonths === 1 ? '1 month' : `${terms.durationMonths} months`;
    case 'location':
      return placeText(terms);
    case 'schedule':
      return terms.partTime ? 'Part-time' : 'Full-time';
  }
}

export const degreeLine = (person: {
  degree: string;
  college: string;
  graduationYear: number | null;
}) => [person.degree, person.college, person.graduationYear].filter(Boolean).join(' · ');
