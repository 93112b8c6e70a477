import { useId, type ComponentProps, type ReactNode } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  hint?: string;
};

export function CheckboxField({ label, hint, id, className = '', ...props }: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        className="mt-0.5 size-5 shrink-0 accent-indigo-800"
        {...props}
      />
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
