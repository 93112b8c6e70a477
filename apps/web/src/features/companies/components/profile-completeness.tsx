import {
  PROFILE_FIELD_LABELS,
  REQUIRED_FOR_POSTING,
  type EmployerProfile,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { CompletenessCard } from '@/components/ui/completeness-card';

type ProfileCompletenessProps = { profile: EmployerProfile; action?: ReactNode };

/** How far the company profile is from letting the employer post, and what is still missing. */
export function ProfileCompleteness({ profile, action }: ProfileCompletenessProps) {
  const missing = profile.missingForPosting;
  const done = REQUIRED_FOR_POSTING.length - missing.length;
  const isComplete = missing.length === 0;
  return (
    <CompletenessCard
      percent={Math.round((done / REQUIRED_FOR_POSTING.length) * 100)}
      isReady={isComplete}
      title={isComplete ? 'Ready to post' : 'Finish your profile to post jobs'}
      message={
        isComplete
          ? 'Candidates can see who is hiring. You can post internships and jobs.'
          : `Still needed: ${missing.map((field) => PROFILE_FIELD_LABELS[field]).join(', ')}.`
      }
      action={action}
    />
  );
}
