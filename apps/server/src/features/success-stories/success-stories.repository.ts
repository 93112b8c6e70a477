import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StoryStatus } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { successStories, type SuccessStoryRow } from '../../db/schema/success-stories';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

const storyColumns = {
  story: successStories,
  name: users.displayName,
  email: users.email,
  jobTitle: jobs.title,
  kind: jobs.kind,
  companyName: sql<string>`coalesce(${companies.name}, '')`,
};

export type StoryWithContext = {
  story: SuccessStoryRow;
  name: string;
  email: string;
  jobTitle: string;
  kind: 'internship' | 'job';
  companyName: string;
};

function withContext(db: Db) {
  return db
    .select(storyColumns)
    .from(successStories)
    .innerJoin(users, eq(users.id, successStories.userId))
    .innerJoin(jobs, eq(jobs.id, successStories.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId));
}

const after = (cursor: Cursor | undefined): SQL | undefined =>
  cursor
    ? sql`(${successStories.createdAt}, ${successStories.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;

export function findStories(
  db: Db,
  filter: {
    status: StoryStatus | undefined;
    userId?: string;
    limit: number;
    cursor?: Cursor | undefined;
  },
): Promise<StoryWithContext[]> {
  return withContext(db)
    .where(
      and(
        filter.status ? eq(successStories.status, filter.status) : undefined,
        filter.userId ? eq(successStories.userId, filter.userId) : undefined,
        after(filter.cursor),
      ),
    )
    .orderBy(desc(successStories.createdAt), desc(successStories.id))
    .limit(filter.limit + 1);
}

export function findStory(db: Db, id: string): Promise<StoryWithContext | undefined> {
  return withContext(db)
    .where(eq(successStories.id, id))
    .then((rows) => rows[0]);
}

/** The candidate's hired applications, with the job and company named. */
export function findHiredJobs(db: Db, userId: string) {
  return db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyName: sql<string>`coalesce(${companies.name}, '')`,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.candidateId, userId), eq(applications.status, 'hired')));
}

export async function insertStory(
  db: Db,
  row: typeof successStories.$inferInsert,
): Promise<SuccessStoryRow | undefined> {
  const rows = await db.insert(successStories).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function setStatus(db: Db, id: string, status: StoryStatus): Promise<boolean> {
  const rows = await db
    .update(successStories)
    .set({ status, publishedAt: status === 'published' ? new Date() : null })
    .where(eq(successStories.id, id))
    .returning({ id: successStories.id });
  return rows.length > 0;
}
