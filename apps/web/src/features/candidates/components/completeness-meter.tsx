import {
  CANDIDATE_FIELD_LABELS,
  profileCompleteness,
  type CandidateProfile,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { CompletenessCard } from '@/components/ui/completeness-card';

type CompletenessMeterProps = { profile: CandidateProfile; action?: ReactNode };

function messageFor(percent: number, missing: CandidateProfile['missingForApplying']): string {
  if (missing.length > 0) {
    return `Still needed to apply: ${missing.map((field) => CANDIDATE_FIELD_LABELS[field]).join(', ')}.`;
  }
  return percent < 100
    ? 'You can apply now. An about-you note, languages, links and a resume make you stand out.'
    : 'Your profile is complete. Employers see everything they need.';
}

/** How complete the saved profile is, and what is still needed before the candidate can apply. */
export function CompletenessMeter({ profile, action }: CompletenessMeterProps) {
  const percent = profileCompleteness(profile);
  const canApply = profile.missingForApplying.length === 0;
  return (
    <CompletenessCard
      percent={percent}
      isReady={canApply}
      title={canApply ? 'Ready to apply' : 'Finish your profile to apply'}
      message={messageFor(percent, profile.missingForApplying)}
      action={action}
    />
  );
}
