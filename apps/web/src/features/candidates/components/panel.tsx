import { useId, type ReactNode } from 'react';

type PanelProps = { title: string; description?: ReactNode; children: ReactNode };

/** A titled card of a dashboard screen, labelled by its heading for screen readers. */
export function Panel({ title, description, children }: PanelProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-indigo-950">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
