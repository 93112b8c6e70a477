import { useId, type ComponentProps, type ReactNode } from 'react';

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
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClasses} ${trailing ? 'pr-20' : ''}`}
          {...props}
        />
        {trailing}
      </div>
      {hint && !error ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
