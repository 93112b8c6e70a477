import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageLoader } from '@/components/ui/page-loader';
import { TRACK_RECORD_TEXT } from '@/lib/track-record-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoadedView } from '@/lib/use-loaded-view';
import { companyPageLoader } from '../company-page-loaders';
import { TrackRecordFigures } from '../components/track-record-figures';

const TEXT = {
  notFound: 'Company not found',
  notFoundDetail: 'This company has no published listings on Shuruaat, or the link is mistyped.',
  browse: 'Browse all opportunities',
  openListings: 'See its open listings',
  about: 'About',
  website: 'Visit website',
};

function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-indigo-950">{TEXT.notFound}</h1>
      <p className="mt-3 text-slate-700">{TEXT.notFoundDetail}</p>
      <ButtonLink to="/jobs" variant="secondary" className="mt-6">
        {TEXT.browse}
      </ButtonLink>
    </section>
  );
}

/** /companies/:companyId: a company as students see it, with the record it cannot edit. */
function CompanyPage() {
  const { page } = useLoaderData<typeof companyPageLoader>();
  const { view, retry } = useLoadedView(page);
  useDocumentTitle(view.status === 'ready' ? `${view.data.company.name} | Shuruaat` : null);
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
    company.companySize && `${company.companySize} people`,
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
          {TRACK_RECORD_TEXT.heading}
        </h2>
        <TrackRecordFigures record={trackRecord} />
        <p className="text-sm text-slate-600">{TRACK_RECORD_TEXT.howCounted}</p>
      </section>
      {company.about ? (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-bold text-indigo-950">
            {TEXT.about}
          </h2>
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">{company.about}</p>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/jobs?q=${encodeURIComponent(company.name)}`}>
          {TEXT.openListings}
        </ButtonLink>
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="self-center text-sm font-semibold text-indigo-800 underline"
          >
            {TEXT.website}
            <span className="sr-only"> of {company.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

export const companyPageRoute = { Component: CompanyPage, loader: companyPageLoader };
