import {
  STORY_MESSAGES,
  STORY_STATUSES,
  type AdminStory,
  type StoryStatus,
} from '@shuruaat/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { LoadMore } from '@/components/ui/load-more';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { toast } from '@/lib/toast';
import { StoryCard } from '../components/story-card';
import { decideStory, fetchAdminStories, initialStoriesState } from '../slice';

const selectStories = (state: RootState) => state.stories ?? initialStoriesState;
const FILTERS = [
  { value: '', label: 'All stories' },
  ...STORY_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) })),
];

/** /admin/dashboard/success-stories: publish or hide stories sent by hired candidates. */
export function AdminStoriesPage() {
  const dispatch = useAppDispatch();
  const { admin } = useAppSelector(selectStories);
  const [status, setStatus] = useState<StoryStatus | ''>('pending');
  const [hiding, setHiding] = useState<AdminStory | null>(null);
  const load = (cursor: string | null = null) =>
    void dispatch(fetchAdminStories({ status: status || undefined, cursor }));
  useEffect(() => load(), [status]); // eslint-disable-line react-hooks/exhaustive-deps -- reload on filter

  async function decide(story: AdminStory, decision: 'published' | 'hidden') {
    const result = await dispatch(decideStory({ id: story._id, body: { status: decision } }));
    if (decideStory.fulfilled.match(result))
      toast.success(decision === 'published' ? 'Story published' : 'Story hidden');
    else toast.error(result.payload?.message ?? STORY_MESSAGES.decide);
    setHiding(null);
  }

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-indigo-950">Success stories</h1>
      <SelectField
        label="Show"
        options={FILTERS}
        value={status}
        onChange={(event) => setStatus(event.target.value as StoryStatus | '')}
        className="max-w-xs"
      />
      {admin.status === 'failed' && admin.items.length === 0 ? (
        <LoadFailed message={admin.error ?? STORY_MESSAGES.fetch} onRetry={() => load()} />
      ) : admin.status === 'loading' && admin.items.length === 0 ? (
        <p role="status" className="flex items-center gap-2">
          <Spinner className="size-5" /> Loading...
        </p>
      ) : admin.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-5 text-slate-700">No stories here.</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {admin.items.map((story) => (
            <StoryCard
              key={story._id}
              story={story}
              footer={
                <div className="mt-4 space-y-3 border-t border-slate-200 pt-3 text-sm">
                  <p className="text-slate-700">
                    {story.email} · <span className="font-semibold capitalize">{story.status}</span>
                  </p>
                  <div className="flex gap-3">
                    {story.status !== 'published' ? (
                      <Button size="sm" onClick={() => void decide(story, 'published')}>
                        Publish
                      </Button>
                    ) : null}
                    {story.status !== 'hidden' ? (
                      <Button size="sm" variant="outline" onClick={() => setHiding(story)}>
                        Hide
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
        hasMore={admin.nextCursor !== null}
        isLoading={admin.status === 'loading'}
        onLoadMore={() => load(admin.nextCursor)}
      />
      {hiding ? (
        <ConfirmDialog
          title="Hide this story?"
          confirmLabel="Hide story"
          onCancel={() => setHiding(null)}
          onConfirm={() => void decide(hiding, 'hidden')}
        >
          <p>“{hiding.headline}” will no longer appear on the public success stories page.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
