import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { TRACK_RECORD } from '@shuruaat/contract';
import { useT } from '@/lib/i18n/translate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedView } from '@/lib/use-loaded-view';
import { companyPageLoader } from '../company-page-loaders';
import { TrackRecordFigures } from '../components/track-record-figures';
import { companiesCatalogue } from '../locales/catalogue';

function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">{t('companies.page.notFound')}</h1>
      <p className="mt-3 text-slate-700">{t('companies.page.notFoundDetail')}</p>
      <ButtonLink to="/jobs" variant="secondary" className="mt-6">
        {t('companies.page.browse')}
      </ButtonLink>
    </section>
  );
}

/** /companies/:companyId: a company as students see it, with the record it cannot edit. */
function CompanyPage() {
  const t = useT();
  const { page } = useLoaderData<typeof companyPageLoader>();
  const { view, retry } = useLoadedView(page);
  useDocumentTitle(
    view.status === 'ready' ? t('companies.page.title', { name: view.data.company.name }) : null,
  );
  if (!page.ok && page.failure.status === 404) return <NotFound />;
  if (view.status === 'loading') return <PageLoader />;
  if (view.status === 'failed') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadFailed message={view.message} onRetry={retry} />
      </div>
    );
  }
  const { company, trackRecord } = view.data;
  const facts = [
    company.industry,
    company.city,
    company.companySize && t('companies.page.people', { size: company.companySize }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-12">
      <header className="flex items-center gap-4">
        {company.logoUrl ? (
          <img
            src={company.logoUrl}
            alt=""
            className="size-16 rounded-lg border border-slate-200 bg-white object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-indigo-950 sm:text-3xl">
            {company.name}
          </h1>
          {facts ? <p className="mt-1 text-slate-700">{facts}</p> : null}
        </div>
      </header>
      <section aria-labelledby="track-record-heading" className="space-y-3">
        <h2 id="track-record-heading" className="text-xl font-bold text-indigo-950">
          {t('companies.record.heading')}
        </h2>
        <TrackRecordFigures record={trackRecord} />
        <p className="text-sm text-slate-600">
          {t('companies.record.howCounted', { days: TRACK_RECORD.graceDays })}
        </p>
      </section>
      {company.about ? (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-bold text-indigo-950">
            {t('companies.page.about')}
          </h2>
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">{company.about}</p>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/jobs?q=${encodeURIComponent(company.name)}`}>
          {t('companies.page.openListings')}
        </ButtonLink>
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="self-center text-sm font-semibold text-indigo-800 underline"
          >
            {t('companies.page.website')}
            <span className="sr-only">{t('companies.page.websiteOf', { name: company.name })}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

export const companyPageRoute = {
  Component: CompanyPage,
  loader: companyPageLoader,
  catalogue: companiesCatalogue,
};
