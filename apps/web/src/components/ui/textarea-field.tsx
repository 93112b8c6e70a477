import { useId, type ComponentProps, type ReactNode } from 'react';
import { describedBy, FieldHelp, labelClasses } from './field-help';
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
  const fallbackId = useId();
  const textareaId = id ?? fallbackId;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={textareaId} className={labelClasses}>
          {label}
        </label>
        {aside}
      </div>
      <textarea
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
        className={`${inputClasses} min-h-40`}
        {...props}
      />
      <FieldHelp id={textareaId} hint={hint} error={error} />
    </div>
  );
}
