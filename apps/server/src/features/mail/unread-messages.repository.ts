import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

export type UnreadBatch = {
  application_id: string;
  from_employer: boolean;
  count: number;
  latest_body: string;
  candidate_id: string | null;
  employer_id: string | null;
  /** Empty for an account since erased: the email says "A candidate" in its reader's words. */
  candidate_name: string;
  company_name: string;
  job_title: string;
};

/**
 * Claims, in the caller's transaction, the messages still unread `delayMinutes` after they were
 * sent, grouped per conversation and direction, and stamps them emailed. A conversation whose
 * recipient was emailed within the last hour is left for a later run (its messages stay
 * unclaimed), so a busy thread sends at most one email an hour and a late message is not lost.
 * SKIP LOCKED keeps two instances off the same messages.
 */
export function claimUnreadBatches(
  tx: Db,
  now: Date,
  delayMinutes: number,
): Promise<UnreadBatch[]> {
  const at = now.toISOString();
  return rowsOf(
    tx,
    sql`with due as (
      select m.id from messages m
      where m.read_at is null and m.emailed_at is null
        and m.created_at <= ${at}::timestamptz - make_interval(mins => ${delayMinutes})
        and not exists (
          select 1 from messages r
          where r.application_id = m.application_id and r.from_employer = m.from_employer
            and r.emailed_at > ${at}::timestamptz - interval '1 hour')
      order by m.created_at limit 500 for update skip locked),
    claimed as (
      update messages m set emailed_at = ${at}::timestamptz from due where m.id = due.id
      returning m.application_id, m.from_employer, m.body, m.attachment_name, m.created_at)
    select c.application_id, c.from_employer, count(*)::int as count,
      (array_agg(coalesce(nullif(c.body, ''), c.attachment_name, '') order by c.created_at desc))[1] as latest_body,
      a.candidate_id, co.owner_user_id as employer_id,
      coalesce(nullif(cp.full_name, ''), u.display_name, '') as candidate_name,
      co.name as company_name, j.title as job_title
    from claimed c
    join applications a on a.id = c.application_id
    join jobs j on j.id = a.job_id
    join companies co on co.id = j.company_id
    left join users u on u.id = a.candidate_id
    left join candidate_profiles cp on cp.user_id = a.candidate_id
    group by c.application_id, c.from_employer, a.candidate_id, co.owner_user_id, cp.full_name,
      u.display_name, co.name, j.title`,
  );
}
