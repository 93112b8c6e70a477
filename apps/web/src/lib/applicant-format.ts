import type { Availability } from '@shuruaat/contract';

export type AvailabilityKey = keyof Availability;

export const AVAILABILITY_LABELS: Record<AvailabilityKey, string> = {
  startDate: 'Start date',
  duration: 'Duration',
  location: 'Location',
  schedule: 'Schedule',
};

export const degreeLine = (person: {
  degree: string;
  college: string;
  graduationYear: number | null;
}) => [person.degree, person.college, person.graduationYear].filter(Boolean).join(' · ');
