import { eq, inArray } from 'drizzle-orm';
import type { AuditTarget } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/blogs';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/cursor';

type Named = { id: string } & AuditTarget;
type Lookup = (db: Db, ids: string[]) => Promise<Named[]>;

/** One query per kind of target, each reading only the ids on the page. */
const LOOKUPS: Record<string, Lookup> = {
  user: (db, ids) =>
    db
      .select({ id: users.id, name: users.displayName, detail: users.email })
      .from(users)
      .where(inArray(users.id, ids))
      .then((rows) => rows.map((row) => ({ ...row, ownerId: null }))),
  company: (db, ids) =>
    db
      .select({ id: companies.id, name: companies.name, ownerId: companies.ownerUserId })
      .from(companies)
      .where(inArray(companies.id, ids))
      .then((rows) => rows.map((row) => ({ ...row, detail: '' }))),
  job: (db, ids) =>
    db
      .select({ id: jobs.id, name: jobs.title, detail: companies.name })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(inArray(jobs.id, ids))
      .then((rows) => rows.map((row) => ({ ...row, ownerId: null }))),
  blog: (db, ids) =>
    db
      .select({ id: blogs.id, name: blogs.title })
      .from(blogs)
      .where(inArray(blogs.id, ids))
      .then((rows) => rows.map((row) => ({ ...row, detail: '', ownerId: null }))),
};

/** The current names of the targets on a page of entries, keyed "type:id". */
export async function findTargetNames(
  db: Db,
  targets: { targetType: string; targetId: string }[],
): Promise<Map<string, AuditTarget>> {
  const idsByType = new Map<string, Set<string>>();
  for (const { targetType, targetId } of targets) {
    // Ids are text in the log; only uuids can name a row, and only kinds with a lookup.
    if (!LOOKUPS[targetType] || !isUuid(targetId)) continue;
    idsByType.set(targetType, (idsByType.get(targetType) ?? new Set()).add(targetId));
  }
  const found = new Map<string, AuditTarget>();
  for (const [type, ids] of idsByType) {
    const rows = await (LOOKUPS[type] as Lookup)(db, [...ids]);
    for (const { id, ...target } of rows) {
      if (target.name.trim()) found.set(`${type}:${id}`, target);
    }
  }
  return found;
}
