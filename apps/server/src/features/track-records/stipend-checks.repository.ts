import { sql, type SQL } from 'drizzle-orm';
import type { StipendAnswer } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import type { Cursor } from '../../lib/cursor';

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** When a hired intern's internship ends: the later of the hire and the listed start, plus its months. */
const ENDS_AT = sql`(greatest(h.hired_at, (j.start_date::timestamp at time zone 'Asia/Kolkata'))
  + make_interval(months => j.duration_months))`;

export type AskedRow = {
  id: string;
  candidate_id: string;
  job_title: string;
  company_name: string;
};

/**
 * Creates the question for every hired intern whose internship has ended and who was not asked
 * yet, returning the new rows. The unique key on application_id makes it once per intern:
 * a second run, or another instance's run at the same moment, inserts nothing (ON CONFLICT waits
 * for the other transaction and then skips).
 */
export function insertDueChecks(tx: Db, now: Date): Promise<AskedRow[]> {
  return rowsOf<AskedRow>(
    tx,
    sql`with hired as (
        select a.id, a.candidate_id, a.job_id,
          (select max(e.at) from application_events e
            where e.application_id = a.id and e.status = 'hired') as hired_at
        from applications a
        where a.status = 'hired'
          and not exists (select 1 from stipend_checks s where s.application_id = a.id)
      ),
      due as (
        select h.id, h.candidate_id, h.job_id, j.company_id, ${ENDS_AT} as ends_at
        from hired h join jobs j on j.id = h.job_id
        where j.kind = 'internship' and j.duration_months is not null and h.hired_at is not null
          and ${ENDS_AT} <= ${iso(now)}
      ),
      inserted as (
        insert into stipend_checks (application_id, candidate_id, job_id, company_id, ended_on, asked_at)
        select id, candidate_id, job_id, company_id, (ends_at at time zone 'Asia/Kolkata')::date, ${iso(now)}
        from due
        on conflict (application_id) do nothing
        returning id, candidate_id, job_id, company_id
      )
      select i.id, i.candidate_id, j.title as job_title, c.name as company_name
      from inserted i join jobs j on j.id = i.job_id join companies c on c.id = i.company_id`,
  );
}

export type CheckRow = {
  id: string;
  candidate_id: string;
  company_id: string;
  owner_user_id: string | null;
  job_id: string;
  job_title: string;
  company_name: string;
  intern_name: string | null;
  stipend_min: number | null;
  stipend_max: number | null;
  ended_on: string;
  asked_at: Date | string;
  answer: StipendAnswer | null;
  note: string;
  answered_at: Date | string | null;
  employer_response: string | null;
  responded_at: Date | string | null;
};

const SELECT_CHECKS = sql`select s.id, s.candidate_id, s.company_id, c.owner_user_id, s.job_id,
    j.title as job_title, c.name as company_name, p.full_name as intern_name,
    j.stipend_min, j.stipend_max, s.ended_on::text as ended_on, s.asked_at, s.answer, s.note,
    s.answered_at, s.employer_response, s.responded_at
  from stipend_checks s join jobs j on j.id = s.job_id join companies c on c.id = s.company_id
  left join candidate_profiles p on p.user_id = s.candidate_id`;

export async function findCheck(db: Db, id: string): Promise<CheckRow | undefined> {
  return (await rowsOf<CheckRow>(db, sql`${SELECT_CHECKS} where s.id = ${id}`))[0];
}

/** Records the intern's answer if it is theirs and unanswered; undefined otherwise. */
export async function recordAnswer(
  tx: Db,
  id: string,
  candidateId: string,
  answer: { answer: StipendAnswer; note: string; at: Date },
): Promise<string | undefined> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update stipend_checks set answer = ${answer.answer}, note = ${answer.note},
        answered_at = ${iso(answer.at)}
      where id = ${id} and candidate_id = ${candidateId} and answer is null returning id`,
  );
  return rows[0]?.id;
}

/** Records the company's response to a "partly" or "no" once; undefined when not allowed. */
export async function recordResponse(
  tx: Db,
  id: string,
  ownerUserId: string,
  response: { text: string; at: Date },
): Promise<string | undefined> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`update stipend_checks s set employer_response = ${response.text}, responded_at = ${iso(response.at)}
      from companies c
      where s.id = ${id} and c.id = s.company_id and c.owner_user_id = ${ownerUserId}
        and s.answer in ('partly', 'no') and s.employer_response is null
      returning s.id`,
  );
  return rows[0]?.id;
}

type Page = { limit: number; cursor: Cursor | undefined };

const after = (cursor: Cursor | undefined, column: SQL) =>
  cursor ? sql`and (${column}, s.id) < (${iso(cursor.createdAt)}, ${cursor.id})` : sql``;

/** The intern's questions, newest first. */
export function findChecksOfCandidate(db: Db, candidateId: string, page: Page) {
  return rowsOf<CheckRow>(
    db,
    sql`${SELECT_CHECKS} where s.candidate_id = ${candidateId} ${after(page.cursor, sql`s.asked_at`)}
      order by s.asked_at desc, s.id desc limit ${page.limit + 1}`,
  );
}

/** Answers of "partly" or "no", newest first: a company's own, or every one (admins). */
export function findUnpaidAnswers(db: Db, ownerUserId: string | null, page: Page) {
  const whose = ownerUserId ? sql`and c.owner_user_id = ${ownerUserId}` : sql``;
  return rowsOf<CheckRow>(
    db,
    sql`${SELECT_CHECKS} where s.answer in ('partly', 'no') ${whose}
      ${after(page.cursor, sql`s.answered_at`)}
      order by s.answered_at desc, s.id desc limit ${page.limit + 1}`,
  );
}

/** Test-only: moves the hires of a listing (with no later listed start) back past its duration. */
export async function backdateHires(db: Db, jobId: string): Promise<void> {
  await db.execute(sql`update application_events e
    set at = e.at - make_interval(months => coalesce(j.duration_months, 0), days => 1)
    from applications a join jobs j on j.id = a.job_id
    where e.application_id = a.id and a.job_id = ${jobId} and e.status = 'hired'`);
}
