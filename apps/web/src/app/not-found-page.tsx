import { ButtonLink } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-saffron-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-indigo-950 sm:text-3xl">Page not found</h1>
      <p className="mt-3 text-slate-700">
        We could not find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
        <ButtonLink to="/jobs" variant="outline">
          Browse jobs
        </ButtonLink>
      </div>
    </section>
  );
}
