import {
  STORY_MESSAGES,
  type AdminStoriesResponse,
  type AdminStory,
  type MyStoriesResponse,
  type StoryBody,
  type StoryStatus,
  type SuccessStoriesResponse,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { toAdminStory, toSuccessStory } from './story-presenter';
import * as repo from './success-stories.repository';

type Page = { limit: number; cursor?: string | undefined };

async function pageOfStories(
  db: Db,
  filter: { status: StoryStatus | undefined; userId?: string },
  page: Page,
) {
  const rows = await repo.findStories(db, {
    ...filter,
    limit: page.limit,
    cursor: decodeCursor(page.cursor),
  });
  const keyed = rows.map((row) => ({ ...row, createdAt: row.story.createdAt, id: row.story.id }));
  return pageOf(keyed, page.limit);
}

/** Only stories an admin published are public. */
export async function listPublished(db: Db, page: Page): Promise<SuccessStoriesResponse> {
  const { rows, nextCursor } = await pageOfStories(db, { status: 'published' }, page);
  return { items: rows.map(toSuccessStory), nextCursor };
}

export async function listForAdmin(
  db: Db,
  query: Page & { status?: StoryStatus | undefined },
): Promise<AdminStoriesResponse> {
  const { rows, nextCursor } = await pageOfStories(db, { status: query.status }, query);
  return { items: rows.map(toAdminStory), nextCursor };
}

export async function findMine(db: Db, userId: string): Promise<MyStoriesResponse> {
  const [{ rows }, hired] = await Promise.all([
    pageOfStories(db, { status: undefined, userId }, { limit: 50 }),
    repo.findHiredJobs(db, userId),
  ]);
  const told = new Set(rows.map((row) => row.story.jobId));
  return {
    stories: rows.map((row) => ({ ...toSuccessStory(row), status: row.story.status })),
    hiredJobs: hired.filter((job) => !told.has(job.jobId)),
  };
}

/** A story is told by the candidate hired for the job, once, with consent recorded. */
export async function submitStory(db: Db, userId: string, body: StoryBody) {
  const hired = await repo.findHiredJobs(db, userId);
  if (!hired.some((job) => job.jobId === body.jobId)) throw forbidden(STORY_MESSAGES.notHired);
  const row = await repo.insertStory(db, {
    userId,
    jobId: body.jobId,
    headline: body.headline,
    story: body.story,
    consentedAt: new Date(),
  });
  if (!row) throw new AppError('CONFLICT', STORY_MESSAGES.alreadyTold);
  const saved = await repo.findStory(db, row.id);
  if (!saved) throw notFound(STORY_MESSAGES.notFound);
  return { ...toSuccessStory(saved), status: saved.story.status };
}

export async function decideStory(db: Db, id: string, status: StoryStatus): Promise<AdminStory> {
  if (!isUuid(id) || !(await repo.setStatus(db, id, status))) {
    throw notFound(STORY_MESSAGES.notFound);
  }
  const saved = await repo.findStory(db, id);
  if (!saved) throw notFound(STORY_MESSAGES.notFound);
  return toAdminStory(saved);
}
