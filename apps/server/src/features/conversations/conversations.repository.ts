import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, type ApplicationRow } from '../../db/schema/applications';
import { candidateProfiles } from '../../db/schema/candidates';
import { companies, type CompanyRow } from '../../db/schema/companies';
import {
  interviews,
  messageBlocks,
  messageReports,
  messages,
  type InterviewRow,
  type MessageRow,
} from '../../db/schema/conversations';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';

export type NewMessage = typeof messages.$inferInsert;
export type NewInterview = typeof interviews.$inferInsert;

/** An application with everything needed to tell who its two parties are. */
export type Parties = {
  application: ApplicationRow;
  job: { id: string; title: string; slug: string };
  company: CompanyRow;
  candidate: { id: string; email: string; displayName: string; fullName: string; phone: string };
};

export async function findParties(db: Db, applicationId: string): Promise<Parties | undefined> {
  const [row] = await db
    .select({
      application: applications,
      job: { id: jobs.id, title: jobs.title, slug: jobs.slug },
      company: companies,
      candidate: {
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        fullName: sql<string>`coalesce(${candidateProfiles.fullName}, '')`,
        phone: sql<string>`coalesce(${candidateProfiles.phone}, '')`,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

export async function findApplicationId(
  db: Db,
  jobId: string,
  candidateId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.candidateId, candidateId)));
  return row?.id;
}

/** The applications these candidates made to one job, for writing to several at once. */
export function findApplicationsOfCandidates(
  db: Db,
  jobId: string,
  candidateIds: string[],
): Promise<Pick<ApplicationRow, 'id' | 'candidateId' | 'status'>[]> {
  return db
    .select({
      id: applications.id,
      candidateId: applications.candidateId,
      status: applications.status,
    })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), inArray(applications.candidateId, candidateIds)));
}

export async function insertMessage(db: Db, row: NewMessage): Promise<MessageRow> {
  const [saved] = await db.insert(messages).values(row).returning();
  if (!saved) throw new Error('message insert returned nothing');
  return saved;
}

export function findMessages(db: Db, applicationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(eq(messages.applicationId, applicationId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(500);
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

export async function hasEmployerWritten(db: Db, applicationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.applicationId, applicationId), eq(messages.fromEmployer, true)))
    .limit(1);
  return rows.length > 0;
}

/** Marks read what the other party sent; returns how many changed. */
export async function markIncomingRead(
  db: Db,
  applicationId: string,
  readerIsEmployer: boolean,
): Promise<number> {
  const changed = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.applicationId, applicationId),
        eq(messages.fromEmployer, !readerIsEmployer),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return changed.length;
}

/** The conversations a user takes part in, as candidate or as the owner of the job's company. */
const partyOf = (userId: string) =>
  sql`(${applications.candidateId} = ${userId} or ${companies.ownerUserId} = ${userId})`;

export type InboxRow = {
  applicationId: string;
  candidateId: string;
  jobTitle: string;
  companyName: string;
  candidateName: string;
  lastBody: string;
  lastFromEmployer: boolean;
  lastAt: Date;
  unread: number;
};

export async function findInbox(db: Db, userId: string): Promise<InboxRow[]> {
  const result = (await db.execute(sql`
    select a.id as "applicationId", a.candidate_id as "candidateId", j.title as "jobTitle",
      c.name as "companyName",
      coalesce(nullif(p.full_name, ''), u.display_name) as "candidateName",
      last.body as "lastBody", last.from_employer as "lastFromEmployer",
      last.created_at as "lastAt",
      (select count(*)::int from messages m
        where m.application_id = a.id and m.read_at is null
          and m.from_employer = (a.candidate_id = ${userId})) as "unread"
    from applications a
    join jobs j on j.id = a.job_id
    join companies c on c.id = j.company_id
    join users u on u.id = a.candidate_id
    left join candidate_profiles p on p.user_id = a.candidate_id
    join lateral (
      select m.body, m.from_employer, m.created_at, m.attachment_name from messages m
      where m.application_id = a.id order by m.created_at desc, m.id desc limit 1
    ) last on true
    where (a.candidate_id = ${userId} or c.owner_user_id = ${userId})
    order by last.created_at desc
    limit 200`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    applicationId: String(r.applicationId),
    candidateId: String(r.candidateId),
    jobTitle: String(r.jobTitle),
    companyName: String(r.companyName),
    candidateName: String(r.candidateName),
    lastBody: String(r.lastBody ?? ''),
    lastFromEmployer: Boolean(r.lastFromEmployer),
    lastAt: new Date(String(r.lastAt)),
    unread: Number(r.unread),
  }));
}

export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(applications, eq(applications.id, messages.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        partyOf(userId),
        isNull(messages.readAt),
        sql`${messages.fromEmployer} = (${applications.candidateId} = ${userId})`,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

export async function isBlocked(db: Db, candidateId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .select({ c: messageBlocks.candidateId })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.candidateId, candidateId), eq(messageBlocks.companyId, companyId)));
  return rows.length > 0;
}

export async function setBlocked(
  db: Db,
  candidateId: string,
  companyId: string,
  blocked: boolean,
): Promise<void> {
  if (blocked) {
    await db.insert(messageBlocks).values({ candidateId, companyId }).onConflictDoNothing();
  } else {
    await db
      .delete(messageBlocks)
      .where(
        and(eq(messageBlocks.candidateId, candidateId), eq(messageBlocks.companyId, companyId)),
      );
  }
}

/** False when this reporter already reported this message. */
export async function insertReport(
  db: Db,
  row: typeof messageReports.$inferInsert,
): Promise<boolean> {
  const saved = await db.insert(messageReports).values(row).onConflictDoNothing().returning();
  return saved.length > 0;
}

export async function findReports(db: Db) {
  const reporter = sql<
    string | null
  >`(select email from users where id = ${messageReports.reporterId})`;
  const sender = sql<string | null>`(select email from users where id = ${messages.senderId})`;
  return db
    .select({
      id: messageReports.id,
      messageId: messageReports.messageId,
      applicationId: messages.applicationId,
      reason: messageReports.reason,
      body: messages.body,
      fromEmployer: messages.fromEmployer,
      senderId: messages.senderId,
      screeningFlags: messages.screeningFlags,
      reporterEmail: reporter,
      senderEmail: sender,
      createdAt: messageReports.createdAt,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(isNull(messageReports.resolvedAt))
    .orderBy(desc(messageReports.createdAt))
    .limit(200);
}

/** Marks an open report resolved; undefined when there is no such open report. */
export function resolveReport(tx: Db, reportId: string): Promise<{ id: string } | undefined> {
  return tx
    .update(messageReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id })
    .then((rows) => rows[0]);
}

export function findInterviews(db: Db, applicationId: string): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(eq(interviews.applicationId, applicationId))
    .orderBy(desc(interviews.createdAt));
}

export async function findInterview(db: Db, id: string): Promise<InterviewRow | undefined> {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  return row;
}

export async function insertInterview(db: Db, row: NewInterview): Promise<InterviewRow> {
  const [saved] = await db.insert(interviews).values(row).returning();
  if (!saved) throw new Error('interview insert returned nothing');
  return saved;
}

/** A new proposal replaces the open ones: only one time is on the table at once. */
export async function cancelOpenInterviews(db: Db, applicationId: string): Promise<void> {
  await db
    .update(interviews)
    .set({
      status: 'cancelled',
      sequence: sql`${interviews.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(eq(interviews.applicationId, applicationId), sql`${interviews.status} <> 'cancelled'`),
    );
}

export async function updateInterview(
  db: Db,
  id: string,
  change: Pick<InterviewRow, 'status' | 'candidateNote'>,
): Promise<InterviewRow> {
  const [saved] = await db
    .update(interviews)
    .set({ ...change, sequence: sql`${interviews.sequence} + 1`, updatedAt: new Date() })
    .where(eq(interviews.id, id))
    .returning();
  if (!saved) throw new Error('interview update returned nothing');
  return saved;
}
