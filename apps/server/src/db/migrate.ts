import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Applies the committed SQL migrations; safe to run on every start. */
export async function migrateDatabase({ db, engine }: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  if (engine === 'pglite') await migratePglite(db as unknown as PgliteDatabase, options);
  else await migratePg(db as unknown as NodePgDatabase, options);
}
