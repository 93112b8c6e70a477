import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow: string; title: string; intro: string; children?: ReactNode };

/** The dark band that opens every information page, with the page's one h1. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="on-dark bg-gradient-to-br from-indigo-900 to-indigo-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-3xl text-lg text-indigo-100">{intro}</p>
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
