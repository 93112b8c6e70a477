import { sql } from 'drizzle-orm';
import type { StipendAnswer } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/**
 * The fraud view's queries (issue 27). Each list is one statement, newest first and bounded;
 * `count(*) over ()` is computed before the LIMIT, so each row also carries how many there are.
 */

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const FLAGGED_MESSAGE = sql`m.from_employer and m.screening_flags <> '[]'::jsonb`;
const COMPANY_OF = (owner: ReturnType<typeof sql>) =>
  sql`(select c2.name from companies c2 where c2.owner_user_id = ${owner} limit 1)`;

type Total = { total: number | string };

export type HeldListingRow = Total & {
  id: string;
  slug: string;
  title: string;
  company_name: string;
  owner_user_id: string | null;
  flags: { code: string }[];
  screened_at: Date | string;
};

export function findHeldListings(db: Db, limit: number) {
  return rowsOf<HeldListingRow>(
    db,
    sql`select j.id, j.slug, j.title, c.name as company_name, c.owner_user_id, r.flags,
        r.screened_at, count(*) over () as total
      from jobs j join listing_reviews r on r.job_id = j.id join companies c on c.id = j.company_id
      where j.review_state = 'held' and j.hidden_at is null
      order by r.screened_at desc, j.id desc limit ${limit}`,
  );
}

export type FlaggedMessageRow = Total & {
  id: string;
  body: string;
  screening_flags: { code: string }[];
  sender_id: string;
  email: string | null;
  company_name: string | null;
  created_at: Date | string;
};

export function findFlaggedMessages(db: Db, since: Date, limit: number) {
  return rowsOf<FlaggedMessageRow>(
    db,
    sql`select m.id, m.body, m.screening_flags, m.sender_id, u.email,
        ${COMPANY_OF(sql`m.sender_id`)} as company_name, m.created_at, count(*) over () as total
      from messages m left join users u on u.id = m.sender_id
      where ${FLAGGED_MESSAGE} and m.sender_id is not null and m.created_at >= ${iso(since)}
      order by m.created_at desc, m.id desc limit ${limit}`,
  );
}

export type FlaggedEmployerRow = Total & {
  employer_id: string;
  email: string | null;
  company_name: string | null;
  flagged_messages: number | string;
  flagged_listings: number | string;
  open_listings: number | string;
  suspended: boolean;
};

/**
 * Employers whose flagged messages in the window plus held or rejected listings reach `min`,
 * those still able to message first, then the most flagged.
 */
export function findRepeatedFlagEmployers(db: Db, since: Date, min: number, limit: number) {
  return rowsOf<FlaggedEmployerRow>(
    db,
    sql`with by_messages as (
        select m.sender_id as employer_id, count(*) as n from messages m
        where ${FLAGGED_MESSAGE} and m.sender_id is not null and m.created_at >= ${iso(since)}
        group by m.sender_id
      ), by_listings as (
        select c.owner_user_id as employer_id, count(*) as n
        from jobs j join companies c on c.id = j.company_id
        where j.review_state in ('held', 'rejected') and c.owner_user_id is not null
        group by c.owner_user_id
      ), scored as (
        select coalesce(bm.employer_id, bl.employer_id) as employer_id,
          coalesce(bm.n, 0) as flagged_messages, coalesce(bl.n, 0) as flagged_listings
        from by_messages bm full join by_listings bl on bl.employer_id = bm.employer_id
      )
      select s.employer_id, u.email, ${COMPANY_OF(sql`s.employer_id`)} as company_name,
        s.flagged_messages, s.flagged_listings,
        (select count(*) from jobs j join companies c on c.id = j.company_id
          where c.owner_user_id = s.employer_id and j.status <> 'closed' and j.hidden_at is null)
          as open_listings,
        exists (select 1 from messaging_suspensions ms
          where ms.employer_id = s.employer_id and ms.lifted_at is null) as suspended,
        count(*) over () as total
      from scored s join users u on u.id = s.employer_id and u.deleted_at is null
      where s.flagged_messages + s.flagged_listings >= ${min}
      order by suspended asc, s.flagged_messages + s.flagged_listings desc, s.employer_id
      limit ${limit}`,
  );
}

export type UnpaidStipendRow = Total & {
  id: string;
  answer: StipendAnswer;
  note: string;
  job_title: string;
  company_name: string;
  owner_user_id: string | null;
  answered_at: Date | string;
  employer_response: string | null;
};

export function findUnpaidStipends(db: Db, limit: number) {
  return rowsOf<UnpaidStipendRow>(
    db,
    sql`select s.id, s.answer, s.note, j.title as job_title, c.name as company_name,
        c.owner_user_id, s.answered_at, s.employer_response, count(*) over () as total
      from stipend_checks s join jobs j on j.id = s.job_id join companies c on c.id = s.company_id
      where s.answer in ('partly', 'no')
      order by s.answered_at desc, s.id desc limit ${limit}`,
  );
}

/** The employer's listings not yet closed, locked for the suspension that closes them. */
export async function lockOpenListings(tx: Db, employerId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`select j.id from jobs j join companies c on c.id = j.company_id
      where c.owner_user_id = ${employerId} and j.status <> 'closed' and j.hidden_at is null
      order by j.created_at, j.id for update of j`,
  );
  return rows.map((row) => row.id);
}

export async function closeListings(tx: Db, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await tx.execute(
    sql`update jobs set status = 'closed', updated_at = now()
      where id in (${sql.join(
        jobIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}
