import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { JobSearchQuerySchema } from '@shuruaat/contract';
import type { Db } from '../../apps/server/src/db/client';
import { LiveListings } from '../../apps/server/src/features/search/live-index/live-listings';
import { searchDeps, searchJobs } from '../../apps/server/src/features/search/search.service';

export type Plan = { path: string; queries: { sql: string; plan: string }[] };

function queryFromPath(path: string): unknown {
  const params = new URL(path, 'http://bench').searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length > 1 ? values : (values[0] as string);
  }
  return query;
}

const quiet = { info: () => undefined, error: () => undefined };

/**
 * Runs each search exactly as the server does, on a freshly built index, records the SQL the
 * search itself sends (the index answers the rest from memory: only the page's rows are read),
 * and EXPLAINs each statement.
 */
export async function explainScenarios(databaseUrl: string, paths: string[]): Promise<Plan[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  let captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const live = new LiveListings(db, { refreshMs: 3_600_000, log: quiet });
  await live.ready();
  const plans: Plan[] = [];
  for (const path of paths) {
    captured = [];
    // A fresh cache per scenario, so the page's rows are read as on a cold server.
    await searchJobs(searchDeps(db, live), JobSearchQuerySchema.parse(queryFromPath(path)));
    const queries = [];
    for (const { sql, params } of captured) {
      const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
      queries.push({
        sql,
        plan: rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'),
      });
    }
    plans.push({ path, queries });
  }
  await pool.end();
  return plans;
}
