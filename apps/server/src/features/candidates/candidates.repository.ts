import { ADULT_AGE, todayInIndia } from '@shuruaat/contract';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  candidateProfiles,
  resumes,
  resumeViews,
  type CandidateProfileRow,
  type NewCandidateProfileRow,
  type ResumeRow,
} from '../../db/schema/candidates';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

export type ProfileWithEmail = { profile: CandidateProfileRow | null; email: string };

export async function findProfile(db: Db, userId: string): Promise<ProfileWithEmail | undefined> {
  const rows = await db
    .select({ profile: candidateProfiles, email: users.email })
    .from(users)
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return rows[0];
}

/** Writes a date of birth where none is on file; false when one already was (a race lost). */
export async function setBirthDateOnce(
  db: Db,
  userId: string,
  fields: Pick<NewCandidateProfileRow, 'birthDate' | 'declaredUnder18' | 'guardianEmail'>,
): Promise<boolean> {
  const rows = await db
    .update(candidateProfiles)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(candidateProfiles.userId, userId), isNull(candidateProfiles.birthDate)))
    .returning({ userId: candidateProfiles.userId });
  return rows.length > 0;
}

export async function upsertProfile(
  db: Db,
  userId: string,
  fields: Partial<NewCandidateProfileRow>,
): Promise<CandidateProfileRow> {
  const rows = await db
    .insert(candidateProfiles)
    .values({ ...fields, userId })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: { ...fields, updatedAt: new Date() },
    })
    .returning();
  return rows[0] as CandidateProfileRow;
}

/** Gives the candidate a resume series id unless they have one; answers the one that stands. */
export async function claimResumePublicId(
  db: Db,
  userId: string,
  proposed: string,
): Promise<string> {
  const rows = await db
    .insert(candidateProfiles)
    .values({ userId, resumePublicId: proposed })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: {
        resumePublicId: sql`coalesce(${candidateProfiles.resumePublicId}, excluded.resume_public_id)`,
      },
    })
    .returning({ publicId: candidateProfiles.resumePublicId });
  return rows[0]?.publicId ?? proposed;
}

export function findProfileByPublicId(
  db: Db,
  publicId: string,
): Promise<CandidateProfileRow | undefined> {
  return db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.resumePublicId, publicId))
    .then((rows) => rows[0]);
}

export function findResumes(db: Db, candidateId: string): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId))
    .orderBy(desc(resumes.version));
}

export function findResume(
  db: Db,
  candidateId: string,
  version: number,
): Promise<ResumeRow | undefined> {
  return db
    .select()
    .from(resumes)
    .where(and(eq(resumes.candidateId, candidateId), eq(resumes.version, version)))
    .then((rows) => rows[0]);
}

export async function latestResumeVersion(db: Db, candidateId: string): Promise<number> {
  const rows = await db
    .select({ version: sql<number>`coalesce(max(${resumes.version}), 0)::int` })
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId));
  return rows[0]?.version ?? 0;
}

/** The next version number is taken under the unique (candidate, version) constraint. */
export async function insertResume(
  db: Db,
  row: Omit<ResumeRow, 'id' | 'createdAt' | 'version'>,
): Promise<ResumeRow> {
  const version = sql<number>`(select coalesce(max(${resumes.version}), 0) + 1 from ${resumes} where ${resumes.candidateId} = ${row.candidateId})`;
  const rows = await db
    .insert(resumes)
    .values({ ...row, version })
    .returning();
  return rows[0] as ResumeRow;
}

export async function insertResumeView(
  db: Db,
  view: typeof resumeViews.$inferInsert,
): Promise<void> {
  await db.insert(resumeViews).values(view);
}

export type ResumeViewRow = {
  id: string;
  version: number;
  via: 'application' | 'database';
  viewedAt: Date;
  companyId: string | null;
  companyName: string | null;
  logoKey: string | null;
};

export function findResumeViews(
  db: Db,
  candidateId: string,
  page: { limit: number; cursor: Cursor | undefined },
): Promise<ResumeViewRow[]> {
  const after: SQL | undefined = page.cursor
    ? sql`(${resumeViews.viewedAt}, ${resumeViews.id}) < (${page.cursor.createdAt.toISOString()}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      id: resumeViews.id,
      version: resumeViews.version,
      via: resumeViews.via,
      viewedAt: resumeViews.viewedAt,
      companyId: companies.id,
      companyName: companies.name,
      logoKey: companies.logoKey,
    })
    .from(resumeViews)
    .leftJoin(companies, eq(companies.id, resumeViews.companyId))
    .where(and(eq(resumeViews.candidateId, candidateId), after))
    .orderBy(desc(resumeViews.viewedAt), desc(resumeViews.id))
    .limit(page.limit + 1);
}

export type ResumeSearch = {
  skills: string[];
  city?: string | undefined;
  degree?: string | undefined;
  graduationYear?: number | undefined;
  limit: number;
  cursor: Cursor | undefined;
};

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The latest date of birth of someone who is 18 today in India (29 February counts from the 28th). */
function adultIfBornBy(today = todayInIndia()): string {
  const [y = 0, m = '01', d = '01'] = today.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${Number(y) - ADULT_AGE}-${m}-${day}`;
}

/** Opted-in adult candidates with a resume, most recently updated first. */
export function searchVisibleProfiles(
  db: Db,
  search: ResumeSearch,
): Promise<(CandidateProfileRow & { latestVersion: number })[]> {
  const latest = sql<number>`(select max(${resumes.version}) from ${resumes} where ${resumes.candidateId} = ${candidateProfiles.userId})`;
  const where: (SQL | undefined)[] = [
    eq(candidateProfiles.visibleToEmployers, true),
    // Never a minor (DPDP): 18 by today in India, by date of birth or by their answer.
    sql`not ${candidateProfiles.declaredUnder18}`,
    sql`(${candidateProfiles.birthDate} is null or ${candidateProfiles.birthDate} <= ${adultIfBornBy()}::date)`,
    sql`${users.deletedAt} is null`,
    sql`exists (select 1 from ${resumes} where ${resumes.candidateId} = ${candidateProfiles.userId})`,
    search.skills.length > 0
      ? sql`${candidateProfiles.skillsLower} @> ${sql.param(search.skills)}::text[]`
      : undefined,
    search.city ? sql`${candidateProfiles.city} ilike ${contains(search.city)}` : undefined,
    search.degree ? sql`${candidateProfiles.degree} ilike ${contains(search.degree)}` : undefined,
    search.graduationYear ? eq(candidateProfiles.graduationYear, search.graduationYear) : undefined,
    search.cursor
      ? sql`(${candidateProfiles.updatedAt}, ${candidateProfiles.userId}) < (${search.cursor.createdAt.toISOString()}::timestamptz, ${search.cursor.id}::uuid)`
      : undefined,
  ];
  return db
    .select({ profile: candidateProfiles, latestVersion: latest })
    .from(candidateProfiles)
    .innerJoin(users, eq(users.id, candidateProfiles.userId))
    .where(and(...where))
    .orderBy(desc(candidateProfiles.updatedAt), desc(candidateProfiles.userId))
    .limit(search.limit + 1)
    .then((rows) => rows.map((r) => ({ ...r.profile, latestVersion: Number(r.latestVersion) })));
}
