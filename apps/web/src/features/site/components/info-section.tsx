import type { ReactNode } from 'react';

type InfoSectionProps = {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
};

/** A titled band of an information page; `id` names its heading for the landmark. */
export function InfoSection({ id, title, intro, className = '', children }: InfoSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
