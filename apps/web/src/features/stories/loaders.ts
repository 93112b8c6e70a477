import {
  STORY_MESSAGES,
  StoryBodySchema,
  StoryDecisionBodySchema,
  StoryStatusSchema,
  type StoryStatus,
} from '@shuruaat/contract';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
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

/** The review list's status filter, '' for every story. */
export type StoryFilter = StoryStatus | '';

/**
 * The review list's filter lives in the address (?status=), so it can be shared, reloaded and
 * gone back to: stories waiting for review without one, every story with `status=all`.
 */
export function storyFilterFrom(params: URLSearchParams): StoryFilter {
  const status = params.get('status');
  if (status === 'all') return '';
  const parsed = StoryStatusSchema.safeParse(status);
  return parsed.success ? parsed.data : 'pending';
}

/** The address's query for a filter: the inverse of `storyFilterFrom`. */
export const storyFilterQuery = (status: StoryFilter): Record<string, string> =>
  status === 'pending' ? {} : { status: status || 'all' };

/** A page of stories with `status` after `cursor`, for the admin (the first page without one). */
export const findAdminStories = (status: StoryFilter, cursor: string | null) =>
  loaded(() => storiesApi.listForAdmin(status || undefined, cursor), STORY_MESSAGES.fetch);

/** /admin/dashboard/success-stories?status=: the stories to review, waiting ones by default. */
export async function adminStoriesLoader({ request }: LoaderFunctionArgs) {
  const status = storyFilterFrom(new URL(request.url).searchParams);
  return { status, stories: await findAdminStories(status, null) };
}

const StoryDecisionSchema = z.object({ id: z.string().min(1), body: StoryDecisionBodySchema });
export type StoryDecision = z.input<typeof StoryDecisionSchema>;

/** Publish or hide a story; the answer is the story as decided. */
export async function adminStoriesAction({ request }: ActionFunctionArgs) {
  const decision = await submitted(request, StoryDecisionSchema);
  if (!decision.ok) return decision;
  const { id, body } = decision.data;
  return loaded(async () => (await storiesApi.decide(id, body)).story, STORY_MESSAGES.decide);
}
