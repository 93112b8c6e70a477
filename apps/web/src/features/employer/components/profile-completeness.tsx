import {
  PROFILE_FIELD_LABELS,
  REQUIRED_FOR_POSTING,
  type EmployerProfile,
} from '@shuruaat/contract';
import type { ReactNode } from 'react';

type ProfileCompletenessProps = { profile: EmployerProfile; action?: ReactNode };

/** How far the company profile is from letting the employer post, and what is still missing. */
export function ProfileCompleteness({ profile, action }: ProfileCompletenessProps) {
  const missing = profile.missingForPosting;
  const done = REQUIRED_FOR_POSTING.length - missing.length;
  const percent = Math.round((done / REQUIRED_FOR_POSTING.length) * 100);
  const isComplete = missing.length === 0;
  return (
    <section
      aria-label="Profile completeness"
      className={`rounded-xl border p-5 ${isComplete ? 'border-green-300 bg-green-50' : 'border-saffron-300 bg-saffron-50'}`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">
          {isComplete ? 'Ready to post' : 'Finish your profile to post jobs'}
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
          className={`h-full rounded-full ${isComplete ? 'bg-india-green' : 'bg-saffron-500'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {isComplete ? (
        <p className="mt-3 text-sm text-slate-700">
          Candidates can see who is hiring. You can post internships and jobs.
        </p>
      ) : (
        <p className="mt-3 text-sm text-slate-800">
          Still needed: {missing.map((field) => PROFILE_FIELD_LABELS[field]).join(', ')}.
        </p>
      )}
      {action ? <div className="mt-3">{action}</div> : null}
    </section>
  );
}
