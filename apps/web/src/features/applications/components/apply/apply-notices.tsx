import {
  CANDIDATE_FIELD_LABELS,
  CANDIDATE_STATUS_LABELS,
  type CandidateApplication,
  type CandidateProfile,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { dayText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';

type Tone = 'info' | 'warning' | 'success';
const TONES: Record<Tone, string> = {
  info: 'border-indigo-200 bg-indigo-50',
  warning: 'border-amber-300 bg-amber-50',
  success: 'border-green-300 bg-green-50',
};

function Notice({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <section role="status" className={`rounded-xl border p-5 ${TONES[tone]}`}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 space-y-3 text-sm text-slate-800">{children}</div>
    </section>
  );
}

export function AlreadyApplied({ application }: { application: CandidateApplication }) {
  const t = useT();
  return (
    <Notice tone="success" title={t('applications.notice.appliedTitle')}>
      <p>
        {t('applications.notice.appliedOn', { date: dayText(application.appliedAt) })}{' '}
        <strong>{CANDIDATE_STATUS_LABELS[application.status]}</strong>.
      </p>
      <ButtonLink to={CANDIDATE_PATHS.applications} variant="secondary" size="sm">
        {t('applications.notice.seeMine')}
      </ButtonLink>
    </Notice>
  );
}

export function NotAccepting() {
  const t = useT();
  return (
    <Notice tone="warning" title={t('applications.notice.closedTitle')}>
      <p>{t('applications.notice.closedBody')}</p>
      <ButtonLink to={CANDIDATE_PATHS.jobs} variant="outline" size="sm">
        {t('applications.notice.browseOpen')}
      </ButtonLink>
    </Notice>
  );
}

export function IncompleteProfile({
  profile,
  jobId,
}: {
  profile: CandidateProfile;
  jobId: string;
}) {
  const t = useT();
  const missing = profile.missingForApplying.map((field) => CANDIDATE_FIELD_LABELS[field]);
  return (
    <Notice tone="info" title={t('applications.notice.profileTitle')}>
      <p>{t('applications.notice.profileBody', { missing: missing.join(', ') })}</p>
      <ButtonLink to={CANDIDATE_PATHS.profileThenBack(CANDIDATE_PATHS.apply(jobId))} size="sm">
        {t('applications.notice.completeProfile')}
      </ButtonLink>
      <p className="text-slate-700">{t('applications.notice.backHere')}</p>
    </Notice>
  );
}
