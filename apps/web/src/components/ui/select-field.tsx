import type { ComponentProps } from 'react';
import { Field } from './field';
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
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} className={inputClasses} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
