import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/lib/i18n/translate';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('app.notFound.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('app.notFound.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/" variant="secondary">
          {t('app.notFound.home')}
        </ButtonLink>
        <ButtonLink to="/jobs" variant="outline">
          {t('app.notFound.jobs')}
        </ButtonLink>
      </div>
    </section>
  );
}
