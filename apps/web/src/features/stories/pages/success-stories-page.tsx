import { STORY_MESSAGES, type SuccessStory } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useFetcher, useLoaderData, useRevalidator } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { ContentSection, PageHero } from '@/components/ui/page-hero';
import { Spinner } from '@/components/ui/spinner';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { toast } from '@/lib/toast';
import { useLoadedView } from '@/lib/use-loaded-view';
import { useMorePages, type PageOf } from '@/lib/use-more-pages';
import { StoryCard } from '../components/story-card';
import { STORY_FETCHER, StoryForm } from '../components/story-form';
import {
  findPublishedStories,
  successStoriesPageAction,
  successStoriesPageLoader,
} from '../loaders';
import { storiesCatalogue } from '../locales/catalogue';

const selectUser = (state: RootState) => state.auth.user;

/** /success-stories: published stories; a hired candidate may also send theirs. */
function SuccessStoriesPage() {
  const { first } = useLoaderData<typeof successStoriesPageLoader>();
  const revalidator = useRevalidator();
  const user = useAppSelector(selectUser);
  const t = useT();

  return (
    <>
      <PageHero
        eyebrow={t('stories.hero.eyebrow')}
        title={t('stories.hero.title')}
        lead={t('stories.hero.lead')}
      >
        <ButtonLink to="/jobs" size="lg">
          {t('stories.hero.find')}
        </ButtonLink>
      </PageHero>
      <ContentSection id="stories-heading" title={t('stories.list.heading')}>
        {first.ok ? (
          <PublishedStories first={first.data} />
        ) : revalidator.state === 'loading' ? (
          <Loading />
        ) : (
          <LoadFailed
            message={localizeServerMessage(first.failure.message)}
            onRetry={() => void revalidator.revalidate()}
          />
        )}
      </ContentSection>
      <ContentSection id="tell-heading" title={t('stories.tell.heading')} className="bg-white">
        {user?.role === 'candidate' ? (
          <MyStories />
        ) : (
          <p className="max-w-2xl text-slate-700">{t('stories.tell.signedOut')}</p>
        )}
      </ContentSection>
    </>
  );
}

export const successStoriesPageRoute = {
  Component: SuccessStoriesPage,
  loader: successStoriesPageLoader,
  action: successStoriesPageAction,
  catalogue: storiesCatalogue,
};

function Loading() {
  const t = useT();
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <Spinner className="size-5" /> {t('stories.loading')}
    </p>
  );
}

function PublishedStories({ first }: { first: PageOf<SuccessStory> }) {
  const t = useT();
  const more = useMorePages(first.nextCursor, findPublishedStories);
  const items = [...first.items, ...more.items];
  return (
    <>
      {items.length === 0 ? (
        <p className="rounded-xl bg-white p-5 text-slate-700 shadow-sm">
          {t('stories.list.empty')}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((story) => (
            <StoryCard key={story._id} story={story} />
          ))}
        </div>
      )}
      <LoadMore
        className="mt-6"
        hasMore={more.nextCursor !== null}
        isLoading={more.isLoading}
        error={more.error}
        onLoadMore={() => void more.loadMore()}
      />
    </>
  );
}

function MyStories() {
  const t = useT();
  const { view, retry } = useLoadedView(useLoaderData<typeof successStoriesPageLoader>().mine);
  // Said here: the form goes once the last hired job has its story.
  const answer = useFetcher<typeof successStoriesPageAction>({ key: STORY_FETCHER }).data;
  useEffect(() => {
    if (answer?.ok) toast.success(localizeServerMessage(STORY_MESSAGES.submitted));
  }, [answer]);
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'failed')
    return <LoadFailed message={localizeServerMessage(view.message)} onRetry={retry} />;
  const mine = view.data;
  return (
    <div className="max-w-2xl space-y-6">
      {mine.hiredJobs.length ? (
        <StoryForm hiredJobs={mine.hiredJobs} />
      ) : (
        <p className="text-slate-700">{t('stories.mine.notYet')}</p>
      )}
      {mine.stories.map((story) => (
        <StoryCard
          key={story._id}
          story={story}
          footer={
            <p className="mt-3 text-sm font-semibold text-slate-600">
              {t('stories.mine.status', { status: t(`stories.status.${story.status}`) })}
            </p>
          }
        />
      ))}
    </div>
  );
}
