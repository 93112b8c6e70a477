import { useId, type ComponentProps } from 'react';
import { describedBy, FieldHelp, labelClasses } from './field-help';
import { inputClasses } from './text-field';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
};

export function SelectField({
  label,
  options,
  error,
  hint,
  id,
  className = '',
  ...props
}: SelectFieldProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={inputClasses}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHelp id={selectId} hint={hint} error={error} />
    </div>
  );
}
