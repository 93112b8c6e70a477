import {
  CANDIDATE_FIELD_LABELS,
  profileCompleteness,
  type CandidateProfile,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';

type CompletenessMeterProps = { profile: CandidateProfile; action?: ReactNode };

/** How complete the saved profile is, and what is still needed before the candidate can apply. */
export function CompletenessMeter({ profile, action }: CompletenessMeterProps) {
  const percent = profileCompleteness(profile);
  const missing = profile.missingForApplying;
  const canApply = missing.length === 0;
  return (
    <section
      aria-label="Profile completeness"
      className={`rounded-xl border p-5 ${canApply ? 'border-green-300 bg-green-50' : 'border-saffron-300 bg-saffron-50'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">
          {canApply ? 'Ready to apply' : 'Finish your profile to apply'}
        </h2>
        <span className="text-sm font-semibold text-slate-800">{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Profile completeness"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white"
      >
        <div
          className={`h-full rounded-full ${canApply ? 'bg-india-green' : 'bg-saffron-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-800">
        {canApply
          ? percent < 100
            ? 'You can apply now. An about-you note, languages, links and a resume make you stand out.'
            : 'Your profile is complete. Employers see everything they need.'
          : `Still needed to apply: ${missing.map((field) => CANDIDATE_FIELD_LABELS[field]).join(', ')}.`}
      </p>
      {action ? <div className="mt-3">{action}</div> : null}
    </section>
  );
}
