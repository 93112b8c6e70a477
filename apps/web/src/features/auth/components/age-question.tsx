import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n/translate';

export type AgeGroup = 'adult' | 'minor';

type AgeQuestionProps = {
  value: AgeGroup | null;
  onChange: (group: AgeGroup) => void;
  error: string | undefined;
  birthDate: UseFormRegisterReturn<'dateOfBirth'>;
  birthDateError: string | undefined;
  guardianEmail: UseFormRegisterReturn<'guardianEmail'>;
  guardianEmailError: string | undefined;
};

const choiceClasses =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-3 text-sm font-semibold text-slate-900 has-checked:border-indigo-700 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-700';

const AGE_CHOICES: { group: AgeGroup; label: string }[] = [
  { group: 'adult', label: 'auth.age.adult' },
  { group: 'minor', label: 'auth.age.minor' },
];

/**
 * Candidates only. Adults say so and give nothing more (no date of birth to keep); under-18s
 * name a parent or guardian, whom we ask by email before they can apply (DPDP section 9).
 */
export function AgeQuestion(props: AgeQuestionProps) {
  const t = useT();
  const { value, onChange, error } = props;
  return (
    <fieldset aria-describedby={error ? 'age-error' : undefined} className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('auth.age.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {AGE_CHOICES.map(({ group, label }) => (
          <label key={group} className={choiceClasses}>
            <input
              type="radio"
              name="age-group"
              className="size-4 accent-indigo-700"
              checked={value === group}
              onChange={() => onChange(group)}
            />
            {t(label)}
          </label>
        ))}
      </div>
      {error ? (
        <p id="age-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {value === 'minor' ? (
        <div className="space-y-4 rounded-lg border border-indigo-200 bg-indigo-50 p-4">
          <p className="text-sm text-indigo-950">{t('auth.age.minorNote')}</p>
          <TextField
            label={t('auth.age.guardianEmail')}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={props.guardianEmailError}
            {...props.guardianEmail}
          />
          <TextField
            label={t('auth.age.birthDate')}
            type="date"
            hint={t('auth.age.birthDateHint')}
            error={props.birthDateError}
            {...props.birthDate}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
