import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

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
  { group: 'adult', label: 'Yes, I am 18 or older' },
  { group: 'minor', label: 'No, I am under 18' },
];

/**
 * Candidates only. Adults say so and give nothing more (no date of birth to keep); under-18s
 * name a parent or guardian, whom we ask by email before they can apply (DPDP section 9).
 */
export function AgeQuestion(props: AgeQuestionProps) {
  const { value, onChange, error } = props;
  return (
    <fieldset aria-describedby={error ? 'age-error' : undefined} className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Are you 18 or older?</legend>
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
            {label}
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
          <p className="text-sm text-indigo-950">
            Under Indian law a parent or guardian must agree before you use Shuruaat. We will email
            them; once they agree you can apply. You are never shown in the resume database and get
            no marketing email until you are 18.
          </p>
          <TextField
            label="Parent’s or guardian’s email"
            type="email"
            inputMode="email"
            autoComplete="off"
            error={props.guardianEmailError}
            {...props.guardianEmail}
          />
          <TextField
            label="Your date of birth (optional)"
            type="date"
            hint="With it, your account stops being limited on your 18th birthday by itself."
            error={props.birthDateError}
            {...props.birthDate}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
