import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { JobSearchQuerySchema } from '@shuruaat/contract';
import { TYPO_THRESHOLD, type Db } from '../../apps/server/src/db/client';
import { searchJobs } from '../../apps/server/src/features/search/search.service';

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

/** Runs the search exactly as the server does, records its SQL, and EXPLAINs each statement. */
export async function explainScenario(databaseUrl: string, path: string): Promise<Plan> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: `-c pg_trgm.word_similarity_threshold=${TYPO_THRESHOLD}`,
  });
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  await searchJobs(db, JobSearchQuerySchema.parse(queryFromPath(path)));
  const queries = [];
  for (const { sql, params } of captured) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
    queries.push({
      sql,
      plan: rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'),
    });
  }
  await pool.end();
  return { path, queries };
}
