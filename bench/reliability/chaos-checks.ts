import pg from 'pg';

export type AcknowledgedApplication = {
  jobId: string;
  candidateId: string;
  employer: string;
  status: string;
  /** Status changes the server acknowledged; each must be one timeline event. */
  changes: number;
  /** False when a write was never acknowledged, so the final value is not known. */
  settled: boolean;
};

export type Acknowledged = {
  /** Reference written into the description → the id the server answered with. */
  jobs: Map<string, string>;
  applications: Map<string, AcknowledgedApplication>;
  profiles: Map<string, { bio: string; updates: number; settled: boolean }>;
};

/** Compares what the server acknowledged with what the database holds, row by row. */
export async function checkWrites(databaseUrl: string, runId: string, acknowledged: Acknowledged) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const missing: string[] = [];
    const duplicated: string[] = [];

    const jobs = await db.query<{ ref: string; count: number }>(
      `select substring(description from 'Reference: (chaos-[0-9a-f]+-[0-9]+)') as ref,
              count(*)::int as count
         from jobs where description like $1 group by 1`,
      [`%Reference: chaos-${runId}-%`],
    );
    const jobCounts = new Map(jobs.rows.map((row) => [row.ref, row.count]));
    for (const ref of acknowledged.jobs.keys()) {
      if (!jobCounts.has(ref)) missing.push(`job ${ref}`);
    }
    for (const [ref, count] of jobCounts) if (count > 1) duplicated.push(`job ${ref} ×${count}`);

    const applications = await db.query<{ key: string; status: string; events: number }>(
      `select a.job_id || ':' || a.candidate_id as key, a.status,
              (select count(*) from application_events e where e.application_id = a.id)::int as events
         from applications a`,
    );
    const stored = new Map(applications.rows.map((row) => [row.key, row]));
    let statusChanges = 0;
    for (const [key, expected] of acknowledged.applications) {
      statusChanges += expected.changes;
      const row = stored.get(key);
      if (!row) {
        missing.push(`application ${key}`);
        continue;
      }
      if (!expected.settled) continue;
      if (row.status !== expected.status) missing.push(`status ${expected.status} of ${key}`);
      const events = 1 + expected.changes;
      if (row.events < events) missing.push(`${events - row.events} event(s) of ${key}`);
      if (row.events > events) duplicated.push(`${row.events - events} event(s) of ${key}`);
    }

    const profiles = await db.query<{ user_id: string; bio: string }>(
      'select user_id, bio from candidate_profiles',
    );
    const bios = new Map(profiles.rows.map((row) => [row.user_id, row.bio]));
    let profileUpdates = 0;
    for (const [userId, expected] of acknowledged.profiles) {
      profileUpdates += expected.updates;
      if (expected.settled && bios.get(userId) !== expected.bio) missing.push(`bio of ${userId}`);
    }

    return {
      acknowledged:
        acknowledged.jobs.size + acknowledged.applications.size + statusChanges + profileUpdates,
      statusChanges,
      profileUpdates,
      missing,
      duplicated,
    };
  } finally {
    await db.end();
  }
}
