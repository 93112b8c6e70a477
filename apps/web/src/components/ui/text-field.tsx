import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export type FieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: string;
  /** Rendered inside the input's box, after it (e.g. a visibility toggle). */
  trailing?: ReactNode;
};

export const inputClasses =
  'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 border-slate-400 focus:border-indigo-700';

export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className = '',
  ...props
}: FieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input {...control} className={`${inputClasses} ${trailing ? 'pr-20' : ''}`} {...props} />
          {trailing}
        </div>
      )}
    </Field>
  );
}
