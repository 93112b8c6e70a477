import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

/**
 * Takes the employers whose daily digest of new applications is due, for this run alone, and
 * answers since when each digest reaches back. SKIP LOCKED keeps two instances off one row.
 */
export function claimApplicationDigests(
  db: Db,
  now: Date,
): Promise<{ user_id: string; since: string | null; token: string }[]> {
  const at = now.toISOString();
  return rowsOf(
    db,
    sql`with due as (
      select user_id, application_digest_at as since from notification_preferences
      where application_emails = 'daily'
        and (application_digest_at is null or application_digest_at <= ${at}::timestamptz - interval '1 day')
      order by user_id limit 100 for update skip locked)
    update notification_preferences p set application_digest_at = ${at}::timestamptz
    from due where p.user_id = due.user_id
    returning p.user_id, due.since, p.unsubscribe_token as token`,
  );
}

export function newApplicationsFor(
  db: Db,
  employerUserId: string,
  since: Date,
  until: Date,
): Promise<{ job_id: string; title: string; name: string; candidate_id: string }[]> {
  return rowsOf(
    db,
    sql`select j.id as job_id, j.title, a.candidate_id,
      coalesce(nullif(cp.full_name, ''), u.display_name) as name
    from applications a
    join jobs j on j.id = a.job_id
    join companies c on c.id = j.company_id
    join users u on u.id = a.candidate_id
    left join candidate_profiles cp on cp.user_id = a.candidate_id
    where c.owner_user_id = ${employerUserId}
      and a.created_at > ${since.toISOString()}::timestamptz
      and a.created_at <= ${until.toISOString()}::timestamptz
    order by a.created_at desc`,
  );
}

/** Employers with applications still waiting get a settings row, so their summary can be claimed. */
export async function ensureRowsForWaitingEmployers(db: Db): Promise<void> {
  await db.execute(sql`insert into notification_preferences (user_id, unsubscribe_token)
    select owner, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    from (select distinct c.owner_user_id as owner
          from applications a
          join jobs j on j.id = a.job_id
          join companies c on c.id = j.company_id
          where a.status = 'applied' and c.owner_user_id is not null) waiting
    on conflict do nothing`);
}

export function claimUnansweredSummaries(
  db: Db,
  now: Date,
): Promise<{ user_id: string; token: string }[]> {
  const at = now.toISOString();
  return rowsOf(
    db,
    sql`with due as (
      select user_id from notification_preferences
      where unanswered_summary
        and (unanswered_summary_at is null or unanswered_summary_at <= ${at}::timestamptz - interval '1 day')
      order by user_id limit 100 for update skip locked)
    update notification_preferences p set unanswered_summary_at = ${at}::timestamptz
    from due where p.user_id = due.user_id
    returning p.user_id, p.unsubscribe_token as token`,
  );
}

export function unansweredFor(
  db: Db,
  employerUserId: string,
): Promise<{ job_id: string; title: string; waiting: number; oldest: string }[]> {
  return rowsOf(
    db,
    sql`select j.id as job_id, j.title, count(*)::int as waiting, min(a.created_at) as oldest
    from applications a
    join jobs j on j.id = a.job_id
    join companies c on c.id = j.company_id
    where c.owner_user_id = ${employerUserId} and a.status = 'applied'
    group by j.id, j.title
    order by min(a.created_at)`,
  );
}
