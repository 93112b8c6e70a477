import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { useAppDispatch } from '@/lib/redux-hooks';
import { InlineStatus } from '../components/inline-status';
import { JobForYouCard } from '../components/job-for-you-card';
import { useCandidateProfile, useJobsForYou } from '../hooks';
import { fetchJobsForYou } from '../jobs-for-you-slice';
import { CANDIDATE_PATHS } from '../paths';
import { fetchCandidateProfile } from '../profile-slice';

export function JobsForYouPage() {
  const dispatch = useAppDispatch();
  const { jobs, nextCursor, isFetched, loading, error } = useJobsForYou();
  const { data: profile } = useCandidateProfile();
  useEffect(() => {
    void dispatch(fetchCandidateProfile());
    void dispatch(fetchJobsForYou(undefined));
  }, [dispatch]);

  const loadMore = () => {
    if (nextCursor) void dispatch(fetchJobsForYou({ cursor: nextCursor }));
  };

  // Matching needs something to match on; say so instead of showing an empty list.
  const hasNothingToMatch =
    profile !== null && profile.skills.length === 0 && profile.preferredCities.length === 0;
  return (
    <section aria-labelledby="jobs-for-you-heading" className="space-y-5">
      <div>
        <h1 id="jobs-for-you-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          Jobs for you
        </h1>
        <p className="mt-2 text-slate-700">
          Open roles that match your skills, cities and work mode, best matches first. Jobs you have
          applied to are left out.
        </p>
      </div>
      {hasNothingToMatch ? (
        <Empty
          title="Tell us what you are looking for"
          text="Add your skills and the cities you would work in, and we will pick jobs that fit."
          action={{ to: CANDIDATE_PATHS.profile, label: 'Add skills and cities' }}
        />
      ) : !isFetched ? (
        <InlineStatus isLoading={loading || !error} error={error} />
      ) : jobs.length === 0 ? (
        <Empty
          title="No new matches right now"
          text="New jobs arrive every day. Add more skills or cities to widen the search, or browse everything open."
          action={{ to: CANDIDATE_PATHS.jobs, label: 'Browse all jobs' }}
        />
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {jobs.map((job) => (
              <li key={job._id}>
                <JobForYouCard job={job} />
              </li>
            ))}
          </ul>
          <LoadMore hasMore={Boolean(nextCursor)} isLoading={loading} onLoadMore={loadMore} />
        </>
      )}
    </section>
  );
}

type EmptyProps = { title: string; text: string; action: { to: string; label: string } };

function Empty({ title, text, action }: EmptyProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <ButtonLink to={action.to} className="mt-5">
        {action.label}
      </ButtonLink>
    </div>
  );
}
