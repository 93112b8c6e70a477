import type { Applicant } from '@shuruaat/contract';
import { degreeLine } from '@/lib/applicant-format';
import { dayText, numberText } from '@/lib/format';
import { useT } from '@/lib/i18n/translate';
import { termLabelWords } from '../../applicant-words';
import { ApplicationStatusChip } from './application-status-chip';

type ApplicantRowProps = {
  applicant: Applicant;
  isOpen: boolean;
  isChecked: boolean;
  onCheck: (userId: string, isChecked: boolean) => void;
  onOpen: (userId: string) => void;
};

const SKILLS_SHOWN = 5;

export function ApplicantRow({ applicant, isOpen, isChecked, onCheck, onOpen }: ApplicantRowProps) {
  const t = useT();
  const { fullName, skills, mismatches } = applicant;
  // A withdrawn application is the candidate's decision; bulk changes would only skip it.
  const isLocked = applicant.status === 'withdrawn';
  return (
    <article
      className={`flex gap-3 rounded-xl border bg-white p-4 shadow-sm ${
        isOpen ? 'border-indigo-700 ring-1 ring-indigo-700' : 'border-slate-200'
      }`}
    >
      <input
        type="checkbox"
        aria-label={t('applications.row.select', { name: fullName })}
        checked={isChecked}
        disabled={isLocked}
        onChange={(event) => onCheck(applicant.userId, event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-indigo-800"
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 font-semibold break-words">
            <button
              type="button"
              aria-current={isOpen ? 'true' : undefined}
              onClick={() => onOpen(applicant.userId)}
              className="text-left text-indigo-900 underline-offset-2 hover:underline"
            >
              {fullName}
            </button>
          </h2>
          <ApplicationStatusChip status={applicant.status} />
        </div>
        <p className="text-sm text-slate-700">{degreeLine(applicant)}</p>
        <p className="text-sm text-slate-600">
          {applicant.city
            ? t('applications.row.cityApplied', {
                city: applicant.city,
                date: dayText(applicant.appliedAt),
              })
            : t('applications.row.appliedOn', { date: dayText(applicant.appliedAt) })}
        </p>
        {skills.length ? (
          <ul aria-label={t('applications.row.skills')} className="flex flex-wrap gap-1.5">
            {skills.slice(0, SKILLS_SHOWN).map((skill) => (
              <li key={skill} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {skill}
              </li>
            ))}
            {skills.length > SKILLS_SHOWN ? (
              <li className="px-1 py-0.5 text-xs text-slate-600">
                {t('applications.row.more', { count: numberText(skills.length - SKILLS_SHOWN) })}
              </li>
            ) : null}
          </ul>
        ) : null}
        {mismatches.length ? (
          <p className="text-sm font-medium text-amber-900">
            <span aria-hidden="true">⚠ </span>
            {t('applications.row.cannotMeet', {
              terms: mismatches.map((key) => termLabelWords(t, key).toLowerCase()).join(', '),
            })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
