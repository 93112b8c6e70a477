import { and, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { isUuid } from '../../lib/cursor';

const open = (today: string) =>
  and(
    eq(jobs.status, 'active'),
    isNull(jobs.hiddenAt),
    ne(jobs.reviewState, 'held'),
    gte(jobs.applyBy, today),
  );

export async function countOpenJobs(db: Db, today: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(open(today));
  return Number(rows[0]?.n ?? 0);
}

export function findOpenJobSlugs(db: Db, today: string, offset: number, limit: number) {
  return db
    .select({ slug: jobs.slug, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(open(today))
    .orderBy(asc(jobs.id))
    .offset(offset)
    .limit(limit);
}

export async function findPublicSlugById(db: Db, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select({ slug: jobs.slug })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, id),
        isNull(jobs.hiddenAt),
        ne(jobs.status, 'draft'),
        ne(jobs.reviewState, 'held'),
      ),
    );
  return rows[0]?.slug;
}
