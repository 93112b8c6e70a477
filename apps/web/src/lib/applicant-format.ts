import { countOf, type Availability, type JobTerms } from '@shuruaat/contract';
import { placeText } from '@/lib/job-format';
import { dateText } from '@/lib/format';

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
      return countOf(terms.durationMonths, 'month');
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
