import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MESSAGES } from '@shuruaat/contract';
import { JOBS_PATH } from '../paths';

/** Worded like the app's not-found screen, with the way back to the listings. */
export function JobNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-indigo-950 sm:text-3xl">Opportunity not found</h1>
      <p className="mt-3 text-slate-700">
        This listing does not exist or is no longer published. The link may be mistyped, or the
        employer may have removed it.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={JOBS_PATH} variant="secondary">
          Browse all opportunities
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}

export function JobLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">Could not load this opportunity</h1>
      <p className="mt-3 text-slate-700">{message || MESSAGES.somethingWentWrong}</p>
      <div className="mt-6 flex justify-center gap-3">
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
        <ButtonLink to={JOBS_PATH} variant="outline">
          Browse all opportunities
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
        {MESSAGES.loading}
      </span>
      <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-slate-200" />
      <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
