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
  return (
    <Notice tone="success" title="You have applied to this job">
      <p>
        You applied on {dayText(application.appliedAt)}. Current status:{' '}
        <strong>{CANDIDATE_STATUS_LABELS[application.status]}</strong>.
      </p>
      <ButtonLink to={CANDIDATE_PATHS.applications} variant="secondary" size="sm">
        See My applications
      </ButtonLink>
    </Notice>
  );
}

export function NotAccepting() {
  return (
    <Notice tone="warning" title="This opportunity is no longer accepting applications">
      <p>The employer has closed it, or its apply-by date has passed.</p>
      <ButtonLink to={CANDIDATE_PATHS.jobs} variant="outline" size="sm">
        Browse open opportunities
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
  const missing = profile.missingForApplying.map((field) => CANDIDATE_FIELD_LABELS[field]);
  return (
    <Notice tone="info" title="Complete your profile to apply">
      <p>Employers need these before they can consider you: {missing.join(', ')}.</p>
      <ButtonLink to={CANDIDATE_PATHS.profileThenBack(CANDIDATE_PATHS.apply(jobId))} size="sm">
        Complete your profile
      </ButtonLink>
      <p className="text-slate-700">We will bring you back here once it is saved.</p>
    </Notice>
  );
}
