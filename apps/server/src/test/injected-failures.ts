import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';

/** A write a trigger can refuse; `UPDATE OF column` only when a statement sets that column. */
export type Write = 'INSERT' | 'UPDATE' | 'DELETE' | `UPDATE OF ${string}`;

/**
 * Runs `action` while every `write` to `table` fails, as a lost disk or a broken constraint
 * would: a trigger in the test database raises, so the failure happens inside the real
 * statement, between the writes before and after it. The trigger is gone when this returns.
 */
export async function whileWritesFail<T>(
  app: FastifyInstance,
  table: string,
  write: Write,
  action: () => Promise<T>,
): Promise<T> {
  await app.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION injected_failure() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$`),
  );
  await app.db.execute(
    sql.raw(`CREATE TRIGGER injected_failure BEFORE ${write} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION injected_failure()`),
  );
  try {
    return await action();
  } finally {
    await app.db.execute(sql.raw(`DROP TRIGGER injected_failure ON ${table}`));
  }
}

/** The answer every unexpected failure gets: 500 with the generic body. */
export function expectInternalError(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBe(500);
  expect(response.json()).toMatchObject({ code: 'INTERNAL' });
}

/** Rows of a raw query (on the app or a database), for checking what a failure left behind. */
export async function rows<T = Record<string, unknown>>(
  { db }: { db: Db },
  query: SQL,
): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
