import type { ReactNode } from 'react';
import { Link } from 'react-router';

type LandingSectionProps = {
  id: string;
  /** The fragment other pages link to, as in /explore-internships#cities. */
  anchor?: string;
  title: string;
  intro?: string;
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

export function LandingSection({
  id,
  anchor,
  title,
  intro,
  more,
  className,
  children,
}: LandingSectionProps) {
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div className="max-w-2xl">
            <h2 id={id} className="text-2xl font-bold text-indigo-950 sm:text-3xl">
              {title}
            </h2>
            {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
          </div>
          {more ? (
            <Link to={more.to} className="font-semibold text-saffron-700 hover:underline">
              {more.label} <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
