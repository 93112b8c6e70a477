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
 * The figures of several companies in one statement, grouped by company, so a page of search
 * results costs one query. Per application: when it was first answered (the employer's first
 * decision, or the closing of the listing by its employer, whose timeline entry has no actor).
 */
export function trackRecordFigures(db: Db, companyIds: string[], now: Date): Promise<FiguresRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ids = sql`array[${sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  return rowsOf<FiguresRow>(
    db,
    sql`with answered as (
        select j.company_id, a.created_at, a.status,
          coalesce(
            (select min(e.at) from application_events e where e.application_id = a.id and ${EMPLOYER_ANSWER}),
            case when a.decision_reason = 'listing_closed' then
              (select min(e.at) from application_events e
                where e.application_id = a.id and e.actor_user_id is null and e.status = 'rejected')
            end) as first_answer_at
        from jobs j join applications a on a.job_id = j.id
        where j.company_id = any(${ids})
      ),
      counted as (
        select * from answered
        where created_at <= ${at} - make_interval(days => ${TRACK_RECORD.graceDays})
          and not (status = 'withdrawn' and first_answer_at is null)
      ),
      apps as (
        select company_id, count(*)::int as applications,
          count(first_answer_at)::int as answered,
          (percentile_cont(0.5) within group (
            order by extract(epoch from first_answer_at - created_at) / 86400))::float8 as median_days
        from counted group by company_id
      ),
      hires as (
        select company_id, count(*)::int as hires from answered where status = 'hired'
        group by company_id
      ),
      stipends as (
        select company_id, count(*)::int as stipend_answers,
          count(*) filter (where answer = 'yes')::int as paid_as_listed
        from stipend_checks where company_id = any(${ids}) and answer is not null
        group by company_id
      )
      select c.id as company_id,
        coalesce(apps.applications, 0) as applications, coalesce(apps.answered, 0) as answered,
        apps.median_days, coalesce(hires.hires, 0) as hires,
        coalesce(stipends.stipend_answers, 0) as stipend_answers,
        coalesce(stipends.paid_as_listed, 0) as paid_as_listed
      from companies c
      left join apps on apps.company_id = c.id
      left join hires on hires.company_id = c.id
      left join stipends on stipends.company_id = c.id
      where c.id = any(${ids})`,
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
