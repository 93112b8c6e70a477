import { REQUIRED_FOR_POSTING, type EmployerProfile } from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { CompletenessCard } from '@/components/ui/completeness-card';
import { useT } from '@/lib/i18n/translate';

type ProfileCompletenessProps = { profile: EmployerProfile; action?: ReactNode };

/** How far the company profile is from letting the employer post, and what is still missing. */
export function ProfileCompleteness({ profile, action }: ProfileCompletenessProps) {
  const t = useT();
  const missing = profile.missingForPosting;
  const done = REQUIRED_FOR_POSTING.length - missing.length;
  const isComplete = missing.length === 0;
  return (
    <CompletenessCard
      percent={Math.round((done / REQUIRED_FOR_POSTING.length) * 100)}
      isReady={isComplete}
      title={isComplete ? t('companies.ready.title') : t('companies.ready.finishTitle')}
      message={
        isComplete
          ? t('companies.ready.body')
          : t('companies.ready.stillNeeded', {
              missing: missing.map((field) => t(`companies.field.${field}`)).join(', '),
            })
      }
      action={action}
    />
  );
}
