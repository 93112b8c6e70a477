import { STORY_MESSAGES, StoryBodySchema } from '@shuruaat/contract';
import type { ActionFunctionArgs } from 'react-router';
import { loaded, submitted } from '@/lib/route-data';
import { storiesApi } from './api';

/** A page of published stories after `cursor` (the first page without one). */
export const findPublishedStories = (cursor: string | null) =>
  loaded(() => storiesApi.listPublished(cursor), STORY_MESSAGES.fetch);

/**
 * /success-stories: the first page of published stories, and a signed-in candidate's own
 * stories and hired jobs. A visitor's `mine` is refused, which the page never shows.
 */
export async function successStoriesPageLoader() {
  const [first, mine] = await Promise.all([
    findPublishedStories(null),
    loaded(() => storiesApi.getMine(), STORY_MESSAGES.fetch),
  ]);
  return { first, mine };
}

/** "Send my story"; the loader then lists it as waiting for review. */
export async function successStoriesPageAction({ request }: ActionFunctionArgs) {
  const body = await submitted(request, StoryBodySchema);
  if (!body.ok) return body;
  return loaded(() => storiesApi.submit(body.data), STORY_MESSAGES.submit);
}
