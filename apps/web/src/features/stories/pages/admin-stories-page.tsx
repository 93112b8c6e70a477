import { STORY_STATUSES, type AdminStory, type StoryStatus } from '@shuruaat/contract';
import { useCallback, useState } from 'react';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerMessage, useT, type Translate } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useActionCall } from '@/lib/use-action-call';
import { useOpeningSearch } from '@/lib/use-opening-search';
import { useLoadedView } from '@/lib/use-loaded-view';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import { StoryCard } from '../components/story-card';
import {
  adminStoriesAction,
  adminStoriesLoader,
  findAdminStories,
  storyFilterFrom,
  storyFilterQuery,
  type StoryFilter,
} from '../loaders';
import { storiesCatalogue } from '../locales/catalogue';

const filters = (t: Translate) => [
  { value: '', label: t('stories.admin.all') },
  ...STORY_STATUSES.map((s) => ({ value: s, label: t(`stories.admin.filter.${s}`) })),
];

function Stories({ status, first }: { status: StoryFilter; first: Page<AdminStory> }) {
  const t = useT();
  const { call } = useActionCall<typeof adminStoriesAction>();
  const [decided, setDecided] = useState<AdminStory>();
  const [hiding, setHiding] = useState<AdminStory | null>(null);
  // The loader reads the first page again after a decision; the stories "Load more" added take
  // it here: a decided story leaves a list of another status.
  const apply = useCallback(
    (story: AdminStory, outcome: AdminStory) => {
      if (story._id !== outcome._id) return story;
      return status && outcome.status !== status ? null : outcome;
    },
    [status],
  );
  const list = usePagedList(first, (cursor) => findAdminStories(status, cursor), decided, apply);

  async function decide(story: AdminStory, decision: 'published' | 'hidden') {
    const answer = await call({ id: story._id, body: { status: decision } });
    if (answer.ok) {
      setDecided(answer.data);
      toast.success(
        t(decision === 'published' ? 'stories.admin.published' : 'stories.admin.hidden'),
      );
    } else toast.error(localizeServerMessage(answer.failure.message));
    setHiding(null);
  }

  return (
    <>
      {list.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-slate-700">{t('stories.admin.empty')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {list.items.map((story) => (
            <StoryCard
              key={story._id}
              story={story}
              footer={
                <div className="mt-4 space-y-3 border-t border-slate-200 pt-3 text-sm">
                  <p className="text-slate-700">
                    {story.email} ·{' '}
                    <span className="font-semibold capitalize">
                      {t(`stories.admin.status.${story.status}`)}
                    </span>
                  </p>
                  <div className="flex gap-3">
                    {story.status !== 'published' ? (
                      <Button size="sm" onClick={() => void decide(story, 'published')}>
                        {t('stories.admin.publish')}
                      </Button>
                    ) : null}
                    {story.status !== 'hidden' ? (
                      <Button size="sm" variant="outline" onClick={() => setHiding(story)}>
                        {t('stories.admin.hide')}
                      </Button>
                    ) : null}
                  </div>
                </div>
              }
            />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
      {hiding ? (
        <ConfirmDialog
          title={t('stories.admin.hideTitle')}
          confirmLabel={t('stories.admin.hideConfirm')}
          onCancel={() => setHiding(null)}
          onConfirm={() => void decide(hiding, 'hidden')}
        >
          <p>{t('stories.admin.hideText', { headline: hiding.headline })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /admin/dashboard/success-stories: publish or hide stories sent by hired candidates. */
function AdminStoriesPage() {
  const t = useT();
  const { status, stories } = useLoaderData<typeof adminStoriesLoader>();
  const { view, retry } = useLoadedView(stories);
  const [, setParams] = useSearchParams();
  const { search } = useLocation();
  // The filter being opened shows as chosen while its list loads.
  const opening = useOpeningSearch();
  const shown = opening ? storyFilterFrom(opening) : status;

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">{t('stories.admin.title')}</h1>
      <SelectField
        label={t('stories.admin.show')}
        options={filters(t)}
        value={shown}
        onChange={(event) => setParams(storyFilterQuery(event.target.value as StoryStatus | ''))}
        className="max-w-xs"
      />
      {view.status === 'failed' ? (
        <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />
      ) : view.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" /> {t('stories.loading')}
        </p>
      ) : (
        <Stories key={search} status={status} first={view.data} />
      )}
    </div>
  );
}

export const adminStoriesRoute = {
  Component: AdminStoriesPage,
  loader: adminStoriesLoader,
  action: adminStoriesAction,
  catalogue: storiesCatalogue,
};
