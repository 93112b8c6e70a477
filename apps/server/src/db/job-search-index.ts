import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Keeps the search columns of `jobs` in step with the job and its company's name. Both the jobs
 * and the companies services call it, so it lives with the data layer.
 *
 * Recomputes the full-text vector and trigram text of the matching jobs. Written in SQL (not a
 * generated column) because the company name lives in another table and array_to_string is not
 * immutable. English stemming lets "developers" find "developer".
 */
async function refresh(db: Db, where: SQL): Promise<void> {
  await db.execute(sql`
    update jobs as j set
      search_vector =
        setweight(to_tsvector('english', j.title), 'A') ||
        setweight(to_tsvector('english', array_to_string(j.skills, ' ')), 'B') ||
        setweight(to_tsvector('english', c.name), 'C') ||
        setweight(to_tsvector('english', j.description), 'D'),
      search_text = lower(j.title || ' ' || array_to_string(j.skills, ' '))
    from companies as c
    where c.id = j.company_id and ${where}`);
}

export const refreshJobSearch = (db: Db, jobId: string) => refresh(db, sql`j.id = ${jobId}`);

/** A renamed company must be found under its new name. */
export const refreshCompanyJobsSearch = (db: Db, companyId: string) =>
  refresh(db, sql`j.company_id = ${companyId}`);
