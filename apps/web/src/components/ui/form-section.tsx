import type { ReactNode } from 'react';

type FormSectionProps = { title: string; description?: ReactNode; children: ReactNode };

/** One titled group of a long form; a fieldset so screen readers announce the group. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full text-lg font-semibold text-indigo-950">{title}</legend>
      {description ? <p className="clear-both pt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="clear-both space-y-5 pt-4">{children}</div>
    </fieldset>
  );
}
