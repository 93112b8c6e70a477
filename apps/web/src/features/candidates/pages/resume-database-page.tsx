import type { DatabaseCandidate } from '@shuruaat/contract';
import { useLoaderData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { useMorePages } from '@/lib/use-more-pages';
import type { CandidateSearch } from '../resume-database-api';
import { fieldsFrom, paramsOf } from '../candidate-search';
import { CandidateCard } from '../components/resume-database/candidate-card';
import { CandidateSearchForm } from '../components/resume-database/candidate-search-form';
import { NoAccess } from '../components/resume-database/no-access';
import {
  findMoreCandidates,
  resumeDatabaseAction,
  resumeDatabaseLoader,
  resumeLink,
} from '../resume-database-loaders';
import { useT } from '@/lib/i18n/translate';
import { resumeDatabaseCatalogue } from '../components/resume-database/locales/catalogue';
import { useOpenResume } from '@/lib/use-open-resume';

/**
 * /employer/dashboard/resume-database: the search for an employer with access, else how to get
 * it. The filters live in the address, so a search can be shared and Back returns to the
 * previous search's results; the route's loader runs each one.
 */
function ResumeDatabasePage() {
  const t = useT();
  const { profile, search, candidates, access } = useLoaderData<typeof resumeDatabaseLoader>();
  const location = useLocation();
  return (
    <section aria-labelledby="resume-database-heading" className="space-y-5">
      <div>
        <h1 id="resume-database-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('resume-database.heading')}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">{t('resume-database.intro')}</p>
      </div>
      {!profile.ok ? (
        <Alert>{profile.failure.message}</Alert>
      ) : access ? (
        <NoAccess access={access.ok ? access.data : null} />
      ) : candidates ? (
        // Each search (the same one again too) starts afresh, with its own "Load more" pages.
        <Search key={location.key} search={search ?? {}} found={candidates} />
      ) : null}
    </section>
  );
}

export const resumeDatabaseRoute = {
  Component: ResumeDatabasePage,
  loader: resumeDatabaseLoader,
  action: resumeDatabaseAction,
  catalogue: resumeDatabaseCatalogue,
};

type Found = NonNullable<Awaited<ReturnType<typeof resumeDatabaseLoader>>['candidates']>;

function Search({ search, found }: { search: CandidateSearch; found: Found }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const more = useMorePages(found.ok ? found.data.nextCursor : null, findMoreCandidates(search));
  const resume = useOpenResume(resumeLink);
  // A new search keeps this screen until its results arrive, which replace these.
  const isSearching =
    navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;
  const viewResume = (candidate: DatabaseCandidate) => {
    if (candidate.resume) resume.open(candidate.resume);
  };
  const downloadResume = (candidate: DatabaseCandidate) => {
    if (candidate.resume) resume.download(candidate.resume);
  };
  const allCandidates = found.ok ? [...found.data.candidates, ...more.items] : [];
  return (
    <>
      <CandidateSearchForm
        initial={fieldsFrom(params)}
        isSearching={isSearching || more.isLoading}
        onSearch={(next) => setParams(paramsOf(next))}
      />
      {isSearching ? (
        <PageLoader />
      ) : !found.ok ? (
        <Alert>{found.failure.message}</Alert>
      ) : allCandidates.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('resume-database.noMatchTitle')}
          </h2>
          <p className="mt-2 text-slate-700">{t('resume-database.noMatchText')}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('resume-database.candidates')}>
            {allCandidates.map((candidate) => (
              <li key={candidate.userId}>
                <CandidateCard
                  candidate={candidate}
                  isOpening={resume.openingId === candidate.resume?.publicId}
                  onViewResume={viewResume}
                  onDownloadResume={downloadResume}
                />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(more.nextCursor)}
            isLoading={more.isLoading}
            error={more.error}
            onLoadMore={() => void more.loadMore()}
          />
        </>
      )}
    </>
  );
}
