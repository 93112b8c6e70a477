import type { SavedJobsResponse } from '@shuruaat/contract';
import { useLoaderData } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages } from '@/lib/use-more-pages';
import { SavedJobRow } from '../components/saved-job-row';
import { JOBS_PATH } from '../paths';
import {
  findMoreSavedJobs,
  keepPageAfterSave,
  saveJobAction,
  savedJobsPageLoader,
} from '../saved-jobs-loaders';
import { jobsCatalogue } from '../locales/catalogue';
import { useT } from '@/lib/i18n/translate';

/** /user/dashboard/saved-jobs: listings the candidate saved, newest save first. */
function SavedJobsPage() {
  const t = useT();
  const { first } = useLoaderData<typeof savedJobsPageLoader>();
  const { view, retry } = useLoadedView(first);
  return (
    <section aria-labelledby="saved-jobs-heading" className="space-y-5">
      <div>
        <h1 id="saved-jobs-heading" className="text-2xl font-bold text-indigo-950 sm:text-3xl">
          {t('jobs.saved.heading')}
        </h1>
        <p className="mt-2 text-slate-700">{t('jobs.saved.intro')}</p>
      </div>
      {view.status === 'ready' ? (
        <SavedList first={view.data} />
      ) : view.status === 'loading' ? (
        <p role="status">{t('jobs.saved.loading')}</p>
      ) : (
        <Alert>
          {view.message}{' '}
          <Button variant="ghost" size="sm" onClick={retry}>
            {t('jobs.saved.tryAgain')}
          </Button>
        </Alert>
      )}
    </section>
  );
}

function SavedList({ first }: { first: SavedJobsResponse }) {
  const t = useT();
  const more = useMorePages(first.nextCursor, findMoreSavedJobs);
  const saved = [...first.savedJobs, ...more.items];
  if (saved.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{t('jobs.saved.noneTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('jobs.saved.noneText')}</p>
        <ButtonLink to={JOBS_PATH} className="mt-5">
          {t('jobs.saved.browse')}
        </ButtonLink>
      </div>
    );
  return (
    <>
      <ul className="space-y-3">
        {saved.map((item) => (
          <li key={item.job._id}>
            <SavedJobRow saved={item} />
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

export const savedJobsPageRoute = {
  Component: SavedJobsPage,
  loader: savedJobsPageLoader,
  action: saveJobAction,
  shouldRevalidate: keepPageAfterSave,
  // The job cards' words (badges, save toggle, facts).
  catalogue: jobsCatalogue,
};
