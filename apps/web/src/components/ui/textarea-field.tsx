import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { inputClasses } from './text-field';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode;
};

export function TextareaField({
  label,
  error,
  hint,
  aside,
  id,
  className = '',
  ...props
}: TextareaFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} aside={aside} className={className}>
      {(control) => <textarea {...control} className={`${inputClasses} min-h-40`} {...props} />}
    </Field>
  );
}
