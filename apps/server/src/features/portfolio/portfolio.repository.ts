import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationPortfolioShares,
  portfolioProjects,
  portfolios,
  type PortfolioProjectRow,
  type PortfolioRow,
} from '../../db/schema/portfolios';
import { users } from '../../db/schema/users';

export type ProjectFields = Omit<
  typeof portfolioProjects.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

export function findSettings(db: Db, userId: string): Promise<PortfolioRow | undefined> {
  return db
    .select()
    .from(portfolios)
    .where(eq(portfolios.userId, userId))
    .then((rows) => rows[0]);
}

export async function upsertSettings(
  db: Db,
  row: { userId: string; handle: string; headline: string; isPublished: boolean },
): Promise<PortfolioRow> {
  const { userId: _userId, ...changes } = row;
  const rows = await db
    .insert(portfolios)
    .values(row)
    .onConflictDoUpdate({ target: portfolios.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  const saved = rows[0];
  if (!saved) throw new Error('upsert returned no row');
  return saved;
}

export async function unpublish(db: Db, userId: string): Promise<void> {
  await db.update(portfolios).set({ isPublished: false }).where(eq(portfolios.userId, userId));
}

/** Newest work first: projects still going, then by start month. */
export function findProjects(db: Db, userId: string): Promise<PortfolioProjectRow[]> {
  return db
    .select()
    .from(portfolioProjects)
    .where(eq(portfolioProjects.userId, userId))
    .orderBy(
      sql`${portfolioProjects.endMonth} = '' desc`,
      desc(portfolioProjects.startMonth),
      desc(portfolioProjects.createdAt),
    );
}

export async function countProjects(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(portfolioProjects)
    .where(eq(portfolioProjects.userId, userId));
  return Number(rows[0]?.n ?? 0);
}

export async function insertProject(
  db: Db,
  userId: string,
  fields: ProjectFields,
): Promise<PortfolioProjectRow> {
  const rows = await db
    .insert(portfolioProjects)
    .values({ ...fields, userId })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Only the owner's row matches; undefined for anyone else's id. */
export async function updateProject(
  db: Db,
  userId: string,
  id: string,
  fields: ProjectFields,
): Promise<PortfolioProjectRow | undefined> {
  const rows = await db
    .update(portfolioProjects)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(portfolioProjects.id, id), eq(portfolioProjects.userId, userId)))
    .returning();
  return rows[0];
}

export async function deleteProject(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(portfolioProjects)
    .where(and(eq(portfolioProjects.id, id), eq(portfolioProjects.userId, userId)))
    .returning({ id: portfolioProjects.id });
  return rows.length > 0;
}

export function findPublishedByHandle(db: Db, handle: string) {
  return db
    .select({ portfolio: portfolios, displayName: users.displayName })
    .from(portfolios)
    .innerJoin(users, eq(users.id, portfolios.userId))
    .where(
      and(
        eq(portfolios.handle, handle),
        eq(portfolios.isPublished, true),
        sql`${users.deletedAt} is null`,
      ),
    )
    .then((rows) => rows[0]);
}

export async function insertShare(db: Db, applicationId: string): Promise<void> {
  await db.insert(applicationPortfolioShares).values({ applicationId }).onConflictDoNothing();
}

/** Handles of the published portfolios that came with these applications. */
export async function findSharedHandles(
  db: Db,
  applicationIds: string[],
  candidateOf: Map<string, string>,
): Promise<Map<string, string>> {
  if (applicationIds.length === 0) return new Map();
  const shared = await db
    .select({ applicationId: applicationPortfolioShares.applicationId })
    .from(applicationPortfolioShares)
    .where(inArray(applicationPortfolioShares.applicationId, applicationIds));
  const owners = [...new Set(shared.map((s) => candidateOf.get(s.applicationId) ?? ''))].filter(
    Boolean,
  );
  if (owners.length === 0) return new Map();
  const published = await db
    .select({ userId: portfolios.userId, handle: portfolios.handle })
    .from(portfolios)
    .where(and(inArray(portfolios.userId, owners), eq(portfolios.isPublished, true)));
  const handleOf = new Map(published.map((p) => [p.userId, p.handle]));
  return new Map(
    shared.flatMap((s) => {
      const handle = handleOf.get(candidateOf.get(s.applicationId) ?? '');
      return handle ? [[s.applicationId, handle] as const] : [];
    }),
  );
}
