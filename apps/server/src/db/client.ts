import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbEngine } from '@shuruaat/contract';
import type { Config } from '../config';
import { asPgliteClient, openPgliteThread } from './pglite-thread';

/** The query interface shared by both engines; repositories accept it or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  engine: DbEngine;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const pools = new WeakMap<Db, pg.Pool>();

/** The pool behind a PostgreSQL database handle (none for PGlite, or for a transaction). */
export const findPool = (db: Db): pg.Pool | undefined => pools.get(db);

export async function openDatabase(settings: Config['database']): Promise<Database> {
  if ('url' in settings) return openPostgres(settings.url);
  return openPglite(settings.dataDir, settings.startFrom);
}

/** A PGlite instance as the app needs it; `startFrom` is a dump of a data directory. */
export function createPglite(dataDir: string, startFrom?: Blob): Promise<PGlite> {
  // pg_trgm must be handed to PGlite at creation for CREATE EXTENSION to find it.
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: startFrom });
}

// The app's PGlite runs on a worker thread (pglite-thread.ts): its queries are synchronous
// WebAssembly, which on the main thread held up every other request while they ran.
async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const client = await openPgliteThread(dataDir, startFrom);
  const db = drizzlePglite({ client: asPgliteClient(client) }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: once(() => client.close()),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A short wait, then a 503 with Retry-After: queueing for seconds helps no one.
    connectionTimeoutMillis: 2_000,
  });
  // A client losing its connection must not crash the process. The pool listens on idle clients
  // only; one borrowed for a transaction emits 'error' with nobody listening when PostgreSQL
  // restarts, which ends the process. The query in flight still rejects (and becomes a 503), and
  // the pool discards the broken client on release, so the next request gets a fresh connection.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool) as unknown as Db;
  pools.set(db, pool);
  return {
    db,
    engine: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: once(() => pool.end()),
  };
}

/** Closing twice (a test that pulls the plug, then the app's own shutdown) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
