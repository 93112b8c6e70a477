import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldHelp } from '@/components/ui/field-help';
import type { AvailabilityQuestion } from './availability';
import { useT } from '@/lib/i18n/translate';

type AvailabilityFieldProps = {
  question: AvailabilityQuestion;
  registration: UseFormRegisterReturn;
  error?: string;
};

/** One thing the job states, which the candidate confirms or says they cannot meet. */
export function AvailabilityField({ question, registration, error }: AvailabilityFieldProps) {
  const id = useId();
  const t = useT();
  const options = [
    { value: 'yes', label: t('applications.availability.yes') },
    { value: 'no', label: t('applications.availability.no') },
  ];
  return (
    <fieldset aria-describedby={describedBy(id, undefined, error)} className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">
        <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">
          {question.title}
        </span>
        {question.question}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 has-checked:border-indigo-800 has-checked:bg-indigo-50 has-focus-visible:outline-3 has-focus-visible:outline-indigo-600"
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-indigo-800"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldHelp id={id} error={error} />
    </fieldset>
  );
}
