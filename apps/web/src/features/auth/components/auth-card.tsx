import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/translate';

type AuthCardProps = { title: string; subtitle: string; footer: ReactNode; children: ReactNode };

/** The shared frame of the login and signup screens. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
      <aside className="on-dark hidden rounded-2xl bg-indigo-950 p-10 text-indigo-100 lg:block">
        <p className="text-sm font-semibold tracking-wide text-saffron-300 uppercase">
          {t('auth.card.eyebrow')}
        </p>
        <p className="mt-4 text-3xl leading-tight font-bold text-white">{t('auth.card.heading')}</p>
        <ul className="mt-8 space-y-3 text-base">
          <li>{t('auth.card.students')}</li>
          <li>{t('auth.card.employers')}</li>
          <li>{t('auth.card.tools')}</li>
        </ul>
      </aside>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-indigo-950 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-700">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <p className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-700">
          {footer}
        </p>
      </section>
    </div>
  );
}
