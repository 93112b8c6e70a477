import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MESSAGES } from '@shuruaat/contract';
import { JOBS_PATH } from '../paths';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';

/** Worded like the app's not-found screen, with the way back to the listings. */
export function JobNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('jobs.notFound.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('jobs.notFound.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={JOBS_PATH} variant="secondary">
          {t('jobs.notFound.browse')}
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          {t('jobs.notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function JobLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">{t('jobs.loadFailed.title')}</h1>
      <p className="mt-3 text-slate-700">
        {localizeServerMessage(message || MESSAGES.somethingWentWrong)}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="secondary" onClick={onRetry}>
          {t('jobs.loadFailed.retry')}
        </Button>
        <ButtonLink to={JOBS_PATH} variant="outline">
          {t('jobs.notFound.browse')}
        </ButtonLink>
      </div>
    </section>
  );
}

export function JobLoading() {
  return (
    <div role="status" className="mx-auto max-w-4xl space-y-4 px-4 py-8">
      <span className="flex items-center gap-3 font-medium text-indigo-900">
        <Spinner />
        {localizeServerMessage(MESSAGES.loading)}
      </span>
      <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-slate-200" />
      <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
