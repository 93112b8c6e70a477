import type { JobsForYouResponse } from '@shuruaat/contract';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { InlineStatus } from '@/components/ui/inline-status';
import { JobForYouCard } from '../components/job-for-you-card';
import { findMoreJobsForYou, jobsForYouLoader } from '../loaders';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';

/** /user/dashboard/jobs-for-you: open jobs that match the profile, best first. */
function JobsForYouPage() {
  const { first, profile } = useLoaderData<typeof jobsForYouLoader>();
  const { view } = useLoadedView(first);

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
      ) : view.status === 'ready' ? (
        <Matches first={view.data} />
      ) : (
        <InlineStatus
          isLoading={view.status === 'loading'}
          error={view.status === 'failed' ? view.message : null}
        />
      )}
    </section>
  );
}

/** The first page of matches, and the pages "Load more" adds below it. */
function Matches({ first }: { first: JobsForYouResponse }) {
  const more = useMorePages(first.nextCursor, findMoreJobsForYou);
  const jobs = [...first.jobs, ...more.items];
  if (jobs.length === 0)
    return (
      <Empty
        title="No new matches right now"
        text="New jobs arrive every day. Add more skills or cities to widen the search, or browse everything open."
        action={{ to: CANDIDATE_PATHS.jobs, label: 'Browse all jobs' }}
      />
    );
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {jobs.map((job) => (
          <li key={job._id}>
            <JobForYouCard job={job} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={more.nextCursor !== null}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={() => void more.loadMore()}
      />
    </>
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

export const jobsForYouRoute = { Component: JobsForYouPage, loader: jobsForYouLoader };
