import { useId, type ReactNode } from 'react';
import { describedBy, FieldHelp, labelClasses } from './field-help';

/** What the wrapped control spreads on itself so its label, hint and error reach it. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldProps = {
  label: string;
  id?: string;
  hint?: string;
  error?: string;
  /** Marks the label with an asterisk (hidden from screen readers, which hear aria-required). */
  isRequired?: boolean;
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A label above a control, and below it the hint or, once there is one, the error instead. */
export function Field({
  label,
  id,
  hint,
  error,
  isRequired,
  aside,
  className,
  children,
}: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const control: ControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(controlId, hint, error),
    'aria-required': isRequired ? true : undefined,
  };
  const labelElement = (
    <label htmlFor={controlId} className={labelClasses}>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={className}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children(control)}
      <FieldHelp id={controlId} hint={hint} error={error} />
    </div>
  );
}
