import type { Db } from '../../db/client';

type ScheduledTask = (db: Db, now: Date) => Promise<void>;

/** Digests and alerts register here; each claims its own due rows, so instances never double up. */
const TASKS: ScheduledTask[] = [];

export async function runScheduledMail(db: Db, now: Date): Promise<void> {
  for (const task of TASKS) await task(db, now);
}
