import type {
  ApplicantCounts,
  CandidateApplication,
  CandidateApplicationsResponse,
} from '@shuruaat/contract';
import { useState } from 'react';
import {
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { readFilter, type ApplicationFilter } from '../application-filters';
import { ApplicationItem } from '../components/my-applications/application-item';
import { StatusFilter } from '../components/my-applications/status-filter';
import { InlineStatus } from '@/components/ui/inline-status';
import {
  applicationsLoader,
  findMoreApplications,
  keepListAfterWithdrawal,
  withdrawAction,
} from '../loaders';
import { CANDIDATE_MESSAGES } from '@/lib/candidate-messages';
import { CANDIDATE_PATHS } from '@/lib/candidate-paths';
import { useAnswer } from '@/lib/use-answer';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { applicationsCatalogue } from '../locales/catalogue';

/** /user/dashboard/applications: every application and where it stands, by status. */
function MyApplicationsPage() {
  const t = useT();
  const { filter, first } = useLoaderData<typeof applicationsLoader>();
  const { view } = useLoadedView(first);
  const total = view.status === 'ready' ? sum(view.data.counts) : 0;
  return (
    <section aria-labelledby="applications-heading" className="space-y-5">
      <h1 id="applications-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
        {t('applications.mine.heading')}
      </h1>
      {view.status !== 'ready' ? (
        <InlineStatus
          isLoading={view.status === 'loading'}
          error={view.status === 'failed' ? view.message : null}
        />
      ) : total === 0 ? (
        <NoApplications />
      ) : (
        // Each chip's list starts afresh, without the pages added to the last one.
        <Applications key={filter} filter={filter} first={view.data} />
      )}
    </section>
  );
}

const sum = (counts: ApplicantCounts) => Object.values(counts).reduce((total, n) => total + n, 0);

/** When each application withdrawn on this screen was withdrawn, by job. */
type Withdrawn = Record<string, string>;

/**
 * The server keeps the withdrawal; showing it on the list as it stands saves reading the whole
 * list (and the pages added to it) again. One the server already shows is left as it is.
 */
function withWithdrawals(items: CandidateApplication[], counts: ApplicantCounts, done: Withdrawn) {
  const shownCounts = { ...counts };
  const shown = items.map((item) => {
    const at = done[item.jobId];
    if (!at || item.status === 'withdrawn') return item;
    shownCounts[item.status] -= 1;
    shownCounts.withdrawn += 1;
    return {
      ...item,
      status: 'withdrawn' as const,
      timeline: [...item.timeline, { status: 'withdrawn' as const, at }],
    };
  });
  return { items: shown, counts: shownCounts };
}

type ApplicationsProps = { filter: ApplicationFilter; first: CandidateApplicationsResponse };

function Applications({ filter, first }: ApplicationsProps) {
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  // A conflict reads the first page again; the pages added after it start again from there.
  const more = useMorePages(first.nextCursor, (cursor) => findMoreApplications(filter, cursor), {
    firstPage: first,
  });
  const [toWithdraw, setToWithdraw] = useState<CandidateApplication | null>(null);
  const [withdrawn, setWithdrawn] = useState<Withdrawn>({});
  const fetcher = useFetcher<typeof withdrawAction>();
  useAnswer(fetcher.data, (answer) => {
    if (answer.ok) {
      const { jobId, at, message } = answer.data;
      setWithdrawn((done) => ({ ...done, [jobId]: at }));
      toast.success(localizeServerMessage(message || CANDIDATE_MESSAGES.withdrawn));
    } else {
      toast.error(answer.failure.message);
    }
    setToWithdraw(null);
  });

  // The chip being opened shows as chosen while its list loads.
  const isSwitching =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const chosen = isSwitching
    ? readFilter(new URLSearchParams(navigation.location.search).get('status'))
    : filter;
  const show = (next: ApplicationFilter) => {
    if (next === filter) return;
    setSearchParams(next === 'all' ? {} : { status: next }, {
      replace: true,
      preventScrollReset: true,
    });
  };
  const { items, counts } = withWithdrawals(
    [...first.applications, ...more.items],
    first.counts,
    withdrawn,
  );

  return (
    <>
      <StatusFilter value={chosen} counts={counts} onChange={show} />
      {items.length === 0 ? (
        <p className="text-slate-700">{t('applications.mine.noneWithStatus')}</p>
      ) : (
        <ul className="space-y-4" aria-busy={isSwitching}>
          {items.map((application) => (
            <li key={application._id}>
              <ApplicationItem application={application} onWithdraw={setToWithdraw} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={more.nextCursor !== null}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={() => void more.loadMore()}
      />
      {toWithdraw ? (
        <ConfirmDialog
          title={t('applications.mine.withdrawTitle')}
          confirmLabel={t('applications.mine.withdrawConfirm')}
          isBusy={fetcher.state !== 'idle'}
          onConfirm={() =>
            void fetcher.submit(
              { jobId: toWithdraw.jobId, candidateId: toWithdraw.candidateId },
              { method: 'post', encType: 'application/json' },
            )
          }
          onCancel={() => setToWithdraw(null)}
        >
          <p>
            {t('applications.mine.withdrawText', {
              company: toWithdraw.job.company.name,
              title: toWithdraw.job.title,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function NoApplications() {
  const t = useT();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('applications.mine.noneTitle')}</h2>
      <p className="mt-2 text-slate-700">{t('applications.mine.noneText')}</p>
      <ButtonLink to={CANDIDATE_PATHS.jobs} className="mt-5">
        {t('applications.mine.browseJobs')}
      </ButtonLink>
    </div>
  );
}

export const myApplicationsRoute = {
  Component: MyApplicationsPage,
  loader: applicationsLoader,
  action: withdrawAction,
  shouldRevalidate: keepListAfterWithdrawal,
  catalogue: applicationsCatalogue,
};
