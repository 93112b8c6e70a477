import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow: string; title: string; lead: string; children?: ReactNode };

/** The dark banner that opens a content page: what it is, in a line, and its main action. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="on-dark bg-gradient-to-br from-indigo-900 to-indigo-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-indigo-100">{lead}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

type ContentSectionProps = { id: string; title: string; children: ReactNode; className?: string };

export function ContentSection({ id, title, children, className = '' }: ContentSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h2 id={id} className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
