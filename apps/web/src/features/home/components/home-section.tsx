import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/translate';

/** `title` and `more.label` are message ids (features/home/locales). */
type HomeSectionProps = {
  id: string;
  title: string;
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
};

export function HomeSection({ id, title, more, className = '', children }: HomeSectionProps) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-6xl px-4 py-10 ${className}`}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h2 id={id} className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t(title)}
        </h2>
        {more ? (
          <Link to={more.to} className="font-semibold text-saffron-700 hover:underline">
            {t(more.label)} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
