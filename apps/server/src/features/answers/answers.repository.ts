import { sql } from 'drizzle-orm';
import { NO_RESPONSE_REASON, RESPONSE_RATE } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { applicationEvents } from '../../db/schema/applications';
import { rowsOf } from '../../db/raw-rows';

/**
 * When a listing stopped taking applications: the end of its apply-by day in India, or when it
 * was closed if that came first (a closed listing is not edited again, so updated_at is the
 * closing time).
 */
const endedAt = sql`case when j.status = 'closed'
  then least(j.updated_at, ((j.apply_by + 1)::timestamp at time zone 'Asia/Kolkata'))
  else ((j.apply_by + 1)::timestamp at time zone 'Asia/Kolkata') end`;

export type AutoAnswered = {
  id: string;
  candidate_id: string;
  job_title: string;
  company_name: string;
};

/**
 * Marks every application still undecided 30 days after its listing ended as not selected.
 * One UPDATE ... RETURNING: when two instances sweep at once, the second waits on the first's
 * row locks, re-checks `status in (...)` and finds nothing left, so no one is answered twice.
 */
export function answerUnanswered(db: Db, now: Date, days: number): Promise<AutoAnswered[]> {
  return rowsOf<AutoAnswered>(
    db,
    sql`update applications a
      set status = 'rejected', decision_reason = ${NO_RESPONSE_REASON}, updated_at = ${now.toISOString()}::timestamptz
      from jobs j join companies c on c.id = j.company_id
      where a.job_id = j.id
        and a.status in ('applied', 'shortlisted')
        and j.status <> 'draft'
        and ${endedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})
      returning a.id, a.candidate_id, j.title as job_title, c.name as company_name`,
  );
}

/** Timeline entries for the platform's answer: no actor, the database clock. */
export async function insertPlatformAnswerEvents(db: Db, applicationIds: string[]): Promise<void> {
  if (applicationIds.length === 0) return;
  await db
    .insert(applicationEvents)
    .values(
      applicationIds.map((applicationId) => ({ applicationId, status: 'rejected' as const })),
    );
}

export type Reminded = {
  job_id: string;
  job_title: string;
  employer_id: string | null;
  waiting: number;
};

/**
 * Raises reminders_sent to `stage` on applications undecided `days` after their listing ended,
 * returning per job how many were raised. Same single-statement guarantee as above: a reminder
 * stage is claimed once, whichever instance gets there first.
 */
export function claimReminders(
  db: Db,
  now: Date,
  stage: number,
  days: number,
): Promise<Reminded[]> {
  return rowsOf<Reminded>(
    db,
    sql`with raised as (
        update applications a set reminders_sent = ${stage}
        from jobs j
        where a.job_id = j.id
          and a.status in ('applied', 'shortlisted')
          and a.reminders_sent < ${stage}
          and j.status <> 'draft'
          and ${endedAt} <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})
        returning a.job_id
      )
      select j.id as job_id, j.title as job_title,
        coalesce(j.posted_by, c.owner_user_id) as employer_id, count(*)::int as waiting
      from raised r join jobs j on j.id = r.job_id join companies c on c.id = j.company_id
      group by j.id, j.title, j.posted_by, c.owner_user_id`,
  );
}

/** Each application of the window with when the employer first decided on it (if they did). */
const decisions = (companyId: string, now: Date) => sql`
  select a.id, a.job_id, a.candidate_id, a.status, a.created_at, j.title as job_title,
    (select min(e.at) from application_events e
      where e.application_id = a.id and e.actor_user_id is not null
        and e.status in ('shortlisted', 'interview', 'hired', 'rejected', 'removed')) as decided_at
  from applications a join jobs j on j.id = a.job_id
  where j.company_id = ${companyId}
    and a.status <> 'withdrawn'
    and a.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${RESPONSE_RATE.windowDays})
    and a.created_at <= ${now.toISOString()}::timestamptz`;

export type RateRow = { applications: number; on_time: number; median_hours: number | null };

export async function responseFigures(db: Db, companyId: string, now: Date): Promise<RateRow> {
  const within = RESPONSE_RATE.withinDays;
  const rows = await rowsOf<RateRow>(
    db,
    sql`with d as (${decisions(companyId, now)})
      select count(*)::int as applications,
        count(*) filter (where decided_at is not null
          and decided_at <= created_at + make_interval(days => ${within}))::int as on_time,
        (percentile_cont(0.5) within group (
          order by extract(epoch from decided_at - created_at) / 3600))::float8 as median_hours
      from d`,
  );
  return rows[0] ?? { applications: 0, on_time: 0, median_hours: null };
}

export type SlowRow = {
  job_id: string;
  job_title: string;
  candidate_id: string;
  full_name: string | null;
  status: string;
  created_at: Date | string;
  days: number;
  decided: boolean;
};

/** The applications that pull the rate down, longest first. */
export function slowApplications(db: Db, companyId: string, now: Date): Promise<SlowRow[]> {
  const within = RESPONSE_RATE.withinDays;
  const at = sql`${now.toISOString()}::timestamptz`;
  return rowsOf<SlowRow>(
    db,
    sql`with d as (${decisions(companyId, now)})
      select d.job_id, d.job_title, d.candidate_id, p.full_name, d.status, d.created_at,
        floor(extract(epoch from coalesce(d.decided_at, ${at}) - d.created_at) / 86400)::int as days,
        d.decided_at is not null as decided
      from d left join candidate_profiles p on p.user_id = d.candidate_id
      where coalesce(d.decided_at, ${at}) > d.created_at + make_interval(days => ${within})
      order by days desc, d.created_at
      limit 50`,
  );
}
