import { sql } from 'drizzle-orm';
import { TRACK_RECORD } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';

export type FiguresRow = {
  company_id: string;
  applications: number;
  answered: number;
  median_days: number | null;
  hires: number;
  stipend_answers: number;
  paid_as_listed: number;
};

/** An answer the employer gave: a status they set, leaving "applied" (withdrawals are the candidate's). */
const EMPLOYER_ANSWER = sql`e.actor_user_id is not null
  and e.status in ('shortlisted', 'interview', 'hired', 'rejected', 'removed')`;

/**
 * Recomputes every company's application figures in one statement (the `track-records` job).
 * Per application, when it was first answered: the employer's first decision, or the closing of
 * the listing by its employer (whose timeline entry has no actor). The events are grouped once
 * and joined, not looked up per application: 270 ms for 25,000 applications on PostgreSQL,
 * against 680 ms for the correlated form (bench/RESULTS.md).
 */
export async function refreshFigures(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with first_answers as (
        select e.application_id,
          min(e.at) filter (where ${EMPLOYER_ANSWER}) as by_employer,
          min(e.at) filter (where e.actor_user_id is null and e.status = 'rejected') as by_closing
        from application_events e group by e.application_id
      ),
      answered as (
        select j.company_id, a.created_at, a.status,
          coalesce(f.by_employer,
            case when a.decision_reason = 'listing_closed' then f.by_closing end) as first_answer_at
        from jobs j join applications a on a.job_id = j.id
        left join first_answers f on f.application_id = a.id
      ),
      figures as (
        select company_id,
          count(*) filter (where counted)::int as applications,
          count(first_answer_at) filter (where counted)::int as answered,
          (percentile_cont(0.5) within group (
            order by extract(epoch from first_answer_at - created_at) / 86400)
            filter (where counted and first_answer_at is not null))::real as median_days,
          count(*) filter (where status = 'hired')::int as hires
        from (
          select *, created_at <= ${at} - make_interval(days => ${TRACK_RECORD.graceDays})
            and not (status = 'withdrawn' and first_answer_at is null) as counted
          from answered
        ) a
        group by company_id
      )
      , saved as (
        insert into company_track_records (company_id, applications, answered, median_days, hires, computed_at)
        select company_id, applications, answered, median_days, hires, ${at} from figures
        on conflict (company_id) do update set applications = excluded.applications,
          answered = excluded.answered, median_days = excluded.median_days, hires = excluded.hires,
          computed_at = excluded.computed_at
        returning 1
      )
      select count(*)::int as n from saved`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Several companies' records by key, e.g. one page of search results: the figures the job last
 * computed (zeros before its first run) and the stipend answers, read live. Shuruaat's own
 * company (its careers page) has no record to show.
 */
export function trackRecordFigures(db: Db, companyIds: string[]): Promise<FiguresRow[]> {
  const ids = sql`array[${sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  return rowsOf<FiguresRow>(
    db,
    sql`select c.id as company_id,
        coalesce(r.applications, 0) as applications, coalesce(r.answered, 0) as answered,
        r.median_days, coalesce(r.hires, 0) as hires,
        (select count(*)::int from stipend_checks s
          where s.company_id = c.id and s.answer is not null) as stipend_answers,
        (select count(*)::int from stipend_checks s
          where s.company_id = c.id and s.answer = 'yes') as paid_as_listed
      from companies c left join company_track_records r on r.company_id = c.id
      where c.id = any(${ids}) and not c.is_platform`,
  );
}

export type PublicCompanyRow = {
  id: string;
  name: string;
  about: string;
  industry: string;
  company_size: string;
  city: string;
  website: string;
  logo_key: string | null;
  verified: boolean;
};

/** A company that has published at least one listing: only those have a public page. */
export async function findPublicCompany(db: Db, id: string): Promise<PublicCompanyRow | undefined> {
  const rows = await rowsOf<PublicCompanyRow>(
    db,
    sql`select c.id, c.name, c.about, c.industry, c.company_size, c.city, c.website, c.logo_key,
        c.verified from companies c
      where c.id = ${id} and not c.is_platform
        and exists (select 1 from jobs j where j.company_id = c.id and j.status <> 'draft')`,
  );
  return rows[0];
}
