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
import { candidatesCatalogue } from '../locales/catalogue';
import { useT } from '@/lib/i18n/translate';

/** /user/dashboard/jobs-for-you: open jobs that match the profile, best first. */
function JobsForYouPage() {
  const t = useT();
  const { first, profile } = useLoaderData<typeof jobsForYouLoader>();
  const { view } = useLoadedView(first);

  // Matching needs something to match on; say so instead of showing an empty list.
  const hasNothingToMatch =
    profile !== null && profile.skills.length === 0 && profile.preferredCities.length === 0;
  return (
    <section aria-labelledby="jobs-for-you-heading" className="space-y-5">
      <div>
        <h1 id="jobs-for-you-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('candidates.forYou.heading')}
        </h1>
        <p className="mt-2 text-slate-700">{t('candidates.forYou.intro')}</p>
      </div>
      {hasNothingToMatch ? (
        <Empty
          title={t('candidates.forYou.nothingTitle')}
          text={t('candidates.forYou.nothingText')}
          action={{ to: CANDIDATE_PATHS.profile, label: t('candidates.forYou.addSkills') }}
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
  const t = useT();
  const more = useMorePages(first.nextCursor, findMoreJobsForYou);
  const jobs = [...first.jobs, ...more.items];
  if (jobs.length === 0)
    return (
      <Empty
        title={t('candidates.forYou.noneTitle')}
        text={t('candidates.forYou.noneText')}
        action={{ to: CANDIDATE_PATHS.jobs, label: t('candidates.forYou.browseAll') }}
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

export const jobsForYouRoute = {
  Component: JobsForYouPage,
  loader: jobsForYouLoader,
  catalogue: candidatesCatalogue,
};
