import { Link, useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { payText, placeText } from '@/lib/job-format';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { LinkedText } from '../components/linked-text';
import { PageHero } from '../components/page-hero';
import { siteCatalogue } from '../locales/catalogue';
import { openingsPageLoader } from '../loaders';

/** The loader's openings; "Try again" asks it again, with the spinner while it does. */
function OpeningsPage() {
  const t = useT();
  const { view, retry } = useLoadedView(useLoaderData<typeof openingsPageLoader>().openings);
  const openings = view.status === 'ready' ? view.data : [];

  return (
    <>
      <PageHero
        eyebrow={t('site.openings.eyebrow')}
        title={t('site.openings.title')}
        intro={t('site.openings.intro')}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {view.status === 'loading' ? <PageLoader /> : null}
        {view.status === 'failed' ? (
          <div className="space-y-4">
            <Alert>{localizeServerMessage(view.message)}</Alert>
            <Button variant="outline" onClick={retry}>
              {t('site.openings.tryAgain')}
            </Button>
          </div>
        ) : null}
        {view.status === 'ready' && openings.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
            <LinkedText
              id="site.openings.none"
              links={{
                email: { href: 'mailto:careers@shuruaat.in', label: 'site.openings.email' },
              }}
            />
          </p>
        ) : null}
        <ul className="grid gap-4 md:grid-cols-2">
          {openings.map((job) => (
            <li key={job._id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-indigo-950">
                <Link to={`/jobs/${job.slug}`} className="hover:underline">
                  {job.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                {placeText(t, job)} · {payText(job)}
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <ButtonLink to={`/jobs/${job.slug}`} variant="outline" size="sm">
                  {t('site.openings.details')}
                </ButtonLink>
                <ButtonLink to={`/applyjob/${job._id}`} size="sm">
                  {t('site.openings.apply')}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export const openingsPageRoute = {
  Component: OpeningsPage,
  loader: openingsPageLoader,
  catalogue: siteCatalogue,
};
