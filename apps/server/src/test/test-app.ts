import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createPglite } from '../db/client';
import { migratedPgliteDump } from './migrated-pglite';
import { freshBucket, storedFiles, storesInBucket, type StoredFile } from './object-store';

/**
 * A fresh application on a fresh database per test file: in-memory PGlite loaded from a migrated
 * dump (migrated-pglite.ts) by default, or a new database on the TEST_DATABASE_URL server when
 * the api-postgres project runs.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const { database, drop } = await freshDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      WEB_SSR_ENTRY: '/nonexistent',
    }),
    database,
    filesDir: mkdtempSync(join(tmpdir(), 'shuruaat-files-')),
    rateLimits: ROOMY_RATE_LIMITS,
    // Tests change listings with SQL too; every search reads the changes first.
    searchRefreshMs: 0,
    // A busy test machine must not turn requests away; load-shedding.test.ts turns it on.
    maxEventLoopDelayMs: 0,
    // The api-s3 project runs the storage files against a bucket (object-store.global.ts).
    s3: storesInBucket() ? await freshBucket() : undefined,
    ...overrides,
  };
  const app = await buildApp(config);
  app.addHook('onClose', drop);
  fileHomes.set(app, config);
  return app;
}

const fileHomes = new WeakMap<FastifyInstance, Pick<Config, 's3' | 'filesDir'>>();

/** Every file a test app stored, wherever its storage keeps them. */
export function filesStoredBy(app: FastifyInstance): Promise<StoredFile[]> {
  const home = fileHomes.get(app);
  if (!home) throw new Error('not an app of createTestApp');
  return storedFiles(home);
}

// Suites register many accounts from one address; rate-limits.test.ts sets tight ones itself.
const ROOMY_RATE_LIMITS: Config['rateLimits'] = {
  loginPerIp: { max: 1000, windowMs: 60_000 },
  loginPerAccount: { max: 1000, windowMs: 60_000 },
  loginPerAccountUnknownClients: { max: 1000, windowMs: 60_000 },
  registerPerIp: { max: 1000, windowMs: 60_000 },
  submissionsPerIp: { max: 1000, windowMs: 60_000 },
  postingsPerAccount: { max: 1000, windowMs: 60_000 },
};

export const isPostgresRun = () => process.env.TEST_ENGINE === 'postgres';

export async function freshDatabase(): Promise<{
  database: Config['database'];
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!isPostgresRun()) {
    const startFrom = await migratedPgliteDump();
    return { database: { dataDir: 'memory://', startFrom }, drop: async () => undefined };
  }
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `shuruaat_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: { url: url.toString() },
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type ProcessDatabase = {
  database: Config['database'];
  /** The environment a child process (server, CLI) needs to open the same database. */
  env: NodeJS.ProcessEnv;
  drop: () => Promise<void>;
};

/**
 * A fresh database that another process can open: a PGlite directory on disk (memory is
 * private to one process), or a new database on the PostgreSQL test server. `migrated` starts
 * the PGlite directory from the migrated dump, opened once here, which spares the process its
 * initdb and migrations (seconds on a busy machine); PostgreSQL migrates quickly anyway.
 */
export async function freshProcessDatabase(
  options: { migrated?: boolean } = {},
): Promise<ProcessDatabase> {
  const { DATABASE_URL, ...env } = process.env;
  if (isPostgresRun()) {
    const { database, drop } = await freshDatabase();
    if (!('url' in database)) throw new Error('expected a PostgreSQL database');
    return { database, env: { ...env, DATABASE_URL: database.url }, drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shuruaat-process-'));
  if (options.migrated) await (await createPglite(dataDir, await migratedPgliteDump())).close();
  return { database: { dataDir }, env: { ...env, DATA_DIR: dataDir }, drop: async () => undefined };
}
