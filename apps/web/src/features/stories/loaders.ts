import { STORY_MESSAGES } from '@shuruaat/contract';
import { loaded } from '@/lib/route-data';
import { storiesApi } from './api';

/** A page of published stories after `cursor` (the first page without one). */
export const findPublishedStories = (cursor: string | null) =>
  loaded(() => storiesApi.listPublished(cursor), STORY_MESSAGES.fetch);

/** /success-stories: the first page of published stories. */
export async function successStoriesPageLoader() {
  return { first: await findPublishedStories(null) };
}
