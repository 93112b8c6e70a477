import { profileCompleteness, type CandidateProfile } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { CompletenessCard } from '@/components/ui/completeness-card';
import { useT, type Translate } from '@/lib/i18n/translate';

type CompletenessMeterProps = { profile: CandidateProfile; action?: ReactNode };

function messageFor(
  t: Translate,
  percent: number,
  missing: CandidateProfile['missingForApplying'],
) {
  if (missing.length > 0) {
    const fields = missing.map((field) => t(`contract.candidateField.${field}`)).join(', ');
    return t('candidates.completeness.stillNeeded', { fields });
  }
  return percent < 100 ? t('candidates.completeness.canApply') : t('candidates.completeness.done');
}

/** How complete the saved profile is, and what is still needed before the candidate can apply. */
export function CompletenessMeter({ profile, action }: CompletenessMeterProps) {
  const t = useT();
  const percent = profileCompleteness(profile);
  const canApply = profile.missingForApplying.length === 0;
  return (
    <CompletenessCard
      percent={percent}
      isReady={canApply}
      title={canApply ? t('candidates.completeness.ready') : t('candidates.completeness.finish')}
      message={messageFor(t, percent, profile.missingForApplying)}
      action={action}
    />
  );
}
