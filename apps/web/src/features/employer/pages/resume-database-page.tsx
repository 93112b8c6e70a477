import type { DatabaseCandidate } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { useAppDispatch } from '@/lib/redux-hooks';
import { fieldsFrom, paramsOf, searchOf } from '../candidate-search';
import { CandidateCard } from '../components/resume-database/candidate-card';
import { CandidateSearchForm } from '../components/resume-database/candidate-search-form';
import { NoAccess } from '../components/resume-database/no-access';
import { useEmployer } from '../hooks';
import { keepAccessWhileSearching, resumeDatabaseAction, resumeDatabaseLoader } from '../loaders';
import { fetchCandidates } from '../pipeline-thunks';
import { fetchEmployerProfile } from '../thunks';
import { useOpenResume } from '../use-open-resume';

function ResumeDatabasePage() {
  const { access } = useLoaderData<typeof resumeDatabaseLoader>();
  const dispatch = useAppDispatch();
  const { profile, isResumeAccess, error } = useEmployer();
  const [params] = useSearchParams();
  const query = params.toString();
  useEffect(() => {
    void dispatch(fetchEmployerProfile());
  }, [dispatch]);
  // Searches run from the address, so Back returns to the previous search's results.
  useEffect(() => {
    if (!isResumeAccess) return;
    void dispatch(fetchCandidates(searchOf(fieldsFrom(new URLSearchParams(query)))));
  }, [dispatch, isResumeAccess, query]);

  return (
    <section aria-labelledby="resume-database-heading" className="space-y-5">
      <div>
        <h1 id="resume-database-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          Resume database
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Students and freshers who opted in to be found by employers.
        </p>
      </div>
      {!profile ? (
        error ? (
          <Alert>{error}</Alert>
        ) : (
          <PageLoader />
        )
      ) : isResumeAccess ? (
        <Search />
      ) : (
        <NoAccess access={access.ok ? access.data : null} />
      )}
    </section>
  );
}

export const resumeDatabaseRoute = {
  Component: ResumeDatabasePage,
  loader: resumeDatabaseLoader,
  action: resumeDatabaseAction,
  shouldRevalidate: keepAccessWhileSearching,
};

function Search() {
  const dispatch = useAppDispatch();
  const { allCandidates, candidatesCursor, isCandidatesFetched, loading, error } = useEmployer();
  const [params, setParams] = useSearchParams();
  const resume = useOpenResume();
  const fields = fieldsFrom(params);
  const viewResume = (candidate: DatabaseCandidate) => {
    if (candidate.resume) resume.open(candidate.resume);
  };

  const loadMore = () => {
    if (candidatesCursor) {
      void dispatch(fetchCandidates({ ...searchOf(fields), cursor: candidatesCursor }));
    }
  };
  return (
    <>
      <CandidateSearchForm
        key={params.toString()}
        initial={fields}
        isSearching={loading}
        onSearch={(next) => setParams(paramsOf(next))}
      />
      {!isCandidatesFetched ? (
        error ? (
          <Alert>{error}</Alert>
        ) : (
          <PageLoader />
        )
      ) : allCandidates.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No candidates match</h2>
          <p className="mt-2 text-slate-700">
            Try fewer skills, another city, or leave the graduation year empty.
          </p>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Candidates">
            {allCandidates.map((candidate) => (
              <li key={candidate.userId}>
                <CandidateCard
                  candidate={candidate}
                  isOpening={resume.openingId === candidate.resume?.publicId}
                  onViewResume={viewResume}
                />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={Boolean(candidatesCursor)} isLoading={loading} onLoadMore={loadMore} />
        </>
      )}
    </>
  );
}
