import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { dropSeedHelpers, seedCompanies, seedJobs } from './seed';

/**
 * Creates, migrates and seeds the benchmark database; with `reuse`, keeps one that already holds
 * enough jobs (seeding a million takes a minute or two).
 */
export async function prepareDatabase(
  url: URL,
  jobs: number,
  reuse: boolean,
  log: (line: string) => void,
): Promise<void> {
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
    .rowCount;
  const pool = () => new pg.Pool({ connectionString: url.toString() });
  if (exists && reuse) {
    const check = pool();
    const { rows } = await check.query('select count(*)::int as n from jobs');
    await check.end();
    if (rows[0].n >= jobs) {
      log(`reusing ${name} with ${rows[0].n.toLocaleString('en-IN')} jobs`);
      await admin.end();
      return;
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: url.toString() });
  await migrateDatabase(database);
  await database.close();
  const seed = pool();
  log(`seeding ${jobs.toLocaleString('en-IN')} jobs into ${name}`);
  await seedCompanies(seed);
  await seedJobs(seed, jobs, log);
  await dropSeedHelpers(seed);
  log('vacuum analyze');
  await seed.query('vacuum analyze');
  await seed.end();
}
