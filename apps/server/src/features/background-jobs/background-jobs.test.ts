import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundJobsResponseSchema } from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { JobRunner, type JobDefinition } from './job-runner';

let app: FastifyInstance;
let admin: TestAccount;
const runners: JobRunner[] = [];
const quiet = { warn: () => undefined, debug: () => undefined };

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  admin = await adminAccount(app);
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await app.close();
});

function runner(now?: () => Date): JobRunner {
  const made = new JobRunner(app.db, { log: quiet, now, retryBaseMs: 1_000 });
  runners.push(made);
  return made;
}

const job = (name: string, run: JobDefinition['run']): JobDefinition => ({
  name,
  description: `test job ${name}`,
  scope: 'cluster',
  everyMs: 600_000,
  run,
});

type Run = { attempt: number; failed: boolean; error: string | null; instance: string };
const runsOf = (name: string) =>
  rowsOf<Run>(
    app.db,
    sql`select attempt, failed, error, instance from background_job_runs
      where job_name = ${name} order by id`,
  );
const scheduleOf = async (name: string) => {
  const [row] = await rowsOf<{ next: string; failures: number }>(
    app.db,
    sql`select next_run_at::text as next, failures from background_jobs where name = ${name}`,
  );
  return { next: new Date(row?.next ?? 0).getTime(), failures: row?.failures };
};

describe('the job runner', () => {
  it('starts while the database is away and runs its jobs once it answers', async () => {
    let isDown = true;
    const flaky = new Proxy(app.db, {
      get(target, key, receiver) {
        if (
          isDown &&
          ['insert', 'update', 'select', 'execute', 'transaction'].includes(String(key))
        )
          return () => {
            throw new Error('the database is unreachable');
          };
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const late = new JobRunner(flaky, { log: quiet, retryBaseMs: 1_000 });
    runners.push(late);
    let runs = 0;
    late.define(job('late-start', async () => void (runs += 1)));
    await expect(late.start()).resolves.toBeUndefined();
    expect(await late.runDue('late-start')).toBe('not-due');
    isDown = false;
    expect(await late.runDue('late-start')).toBe('ran');
    expect(runs).toBe(1);
  });

  it('records a failing run with its error and retries it later, backing off', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const failing = runner(() => new Date(clock));
    let calls = 0;
    failing.define(
      job('always-late', async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`SMTP said no (${calls})`);
      }),
    );
    await failing.start();

    expect(await failing.runDue('always-late')).toBe('failed');
    expect(await scheduleOf('always-late')).toEqual({ next: clock + 1_000, failures: 1 });
    expect(await failing.runDue('always-late')).toBe('not-due');

    clock += 1_000;
    expect(await failing.runDue('always-late')).toBe('failed');
    expect(await scheduleOf('always-late')).toEqual({ next: clock + 2_000, failures: 2 });
    clock += 1_900;
    expect(await failing.runDue('always-late')).toBe('not-due');
    clock += 100;
    expect(await failing.runDue('always-late')).toBe('ran');
    expect(await scheduleOf('always-late')).toEqual({ next: clock + 600_000, failures: 0 });

    expect(await runsOf('always-late')).toEqual([
      { attempt: 1, failed: true, error: 'SMTP said no (1)', instance: failing.instance },
      { attempt: 2, failed: true, error: 'SMTP said no (2)', instance: failing.instance },
      { attempt: 3, failed: false, error: null, instance: failing.instance },
    ]);
  });

  it('never runs one due job on two runners sharing a database', async () => {
    const [a, b] = [runner(), runner()];
    let running = 0;
    let ran = 0;
    let overlapped = false;
    for (const each of [a, b]) {
      each.define(
        job('shared', async () => {
          running += 1;
          overlapped ||= running > 1;
          await sleep(30);
          ran += 1;
          running -= 1;
        }),
      );
      await each.start();
    }
    for (let round = 1; round <= 5; round += 1) {
      await app.db.execute(
        sql`update background_jobs set next_run_at = now() - interval '1 second' where name = 'shared'`,
      );
      const results = await Promise.all([a.runDue('shared'), b.runDue('shared')]);
      expect(results.filter((r) => r === 'ran')).toHaveLength(1);
      expect(ran).toBe(round);
    }
    expect(overlapped).toBe(false);
    expect(await runsOf('shared')).toHaveLength(5);
  });

  it('leaves a job alone while another runner holds it, however due it is', async () => {
    const [a, b] = [runner(), runner()];
    let release: () => void = () => undefined;
    const slow = job('slow', () => new Promise<void>((resolve) => (release = resolve)));
    a.define(slow);
    b.define(slow);
    await a.start();
    await b.start();
    const first = a.runDue('slow');
    await sleep(50);
    await app.db.execute(
      sql`update background_jobs set next_run_at = now() - interval '1 hour' where name = 'slow'`,
    );
    expect(await b.runDue('slow')).toBe('not-due');
    release();
    expect(await first).toBe('ran');
  });

  it('records no row for a poll that found nothing to do', async () => {
    const idle = runner();
    idle.define(job('idle-poll', async () => 'idle'));
    await idle.start();
    expect(await idle.runDue('idle-poll')).toBe('idle');
    expect(await runsOf('idle-poll')).toEqual([]);
  });

  it('runs every periodic task of the server as a job, and each runs cleanly', async () => {
    const names = app.backgroundJobs.names();
    expect(names).toEqual(
      expect.arrayContaining([
        'mail-schedules',
        'answer-sweep',
        'data-exports',
        'idempotency-retry',
        'search-catch-up',
        'search-suggestions',
        'search-spelling',
        'search-index-rebuild',
        'search-changes-pruning',
        'search-index-snapshot',
        'job-runs-pruning',
        'sign-in-records-pruning',
        'stipend-checks',
        'track-records',
      ]),
    );
    await app.inject({ method: 'GET', url: '/api/jobs' });
    for (const name of names)
      expect([name, await app.backgroundJobs.runDue(name)]).not.toContain('failed');
  });

  it('prunes runs older than 14 days and all but the newest 200 of a job', async () => {
    await app.db.execute(sql`
      insert into background_job_runs (job_name, instance, attempt, started_at, finished_at, failed)
      select 'busy', 'test', 1, now() - make_interval(secs => g), now() - make_interval(secs => g), false
      from generate_series(1, 205) g`);
    await app.db.execute(sql`
      insert into background_job_runs (job_name, instance, attempt, started_at, finished_at, failed)
      values ('rare', 'test', 1, now() - interval '15 days', now() - interval '15 days', false),
        ('rare', 'test', 1, now() - interval '13 days', now() - interval '13 days', false)`);
    await app.db.execute(
      sql`update background_jobs set next_run_at = now() where name = 'job-runs-pruning'`,
    );
    expect(await app.backgroundJobs.runDue('job-runs-pruning')).toBe('ran');
    expect(await runsOf('busy')).toHaveLength(200);
    expect(await runsOf('rare')).toHaveLength(1);
  });
});

describe('GET /api/admins/background-jobs', () => {
  const list = (account?: TestAccount) =>
    app.inject({
      method: 'GET',
      url: '/api/admins/background-jobs',
      headers: account ? bearer(account.token) : {},
    });

  it("describes every job of the server in the admin's catalogues, the English word for word", async () => {
    const catalogue = (language: string): Record<string, string> =>
      JSON.parse(
        readFileSync(
          new URL(`../../../../web/src/features/admin/locales/${language}.json`, import.meta.url),
          'utf8',
        ),
      );
    const [english, hindi] = [catalogue('en'), catalogue('hi')];
    const { jobs } = BackgroundJobsResponseSchema.parse((await list(admin)).json());
    const theServers = jobs.filter((j) => app.backgroundJobs.names().includes(j.name));
    expect(theServers.length).toBeGreaterThan(10);
    for (const { name, description } of theServers) {
      const key = `admin.background.about.${name}`;
      expect([name, english[key]]).toEqual([name, description]);
      expect([name, hindi[key]]).toEqual([name, expect.stringMatching(/[\u0900-\u097F]/)]);
    }
  });

  it('lists each job with its schedule, latest runs and last failure, for admins', async () => {
    const response = await list(admin);
    expect(response.statusCode).toBe(200);
    const { jobs } = BackgroundJobsResponseSchema.parse(response.json());
    const late = jobs.find((j) => j.name === 'always-late');
    expect(late).toMatchObject({
      scope: 'cluster',
      everyMs: 600_000,
      failuresInARow: 0,
      isRunning: false,
      lastFailure: { failed: true, error: 'SMTP said no (2)', attempt: 2 },
    });
    expect(late?.recentRuns.map((r) => r.attempt)).toEqual([3, 2, 1]);
    expect(jobs.find((j) => j.name === 'search-catch-up')).toMatchObject({
      scope: 'instance',
      nextRunAt: null,
    });
  });

  it('answers 401 to an anonymous caller and 403 to candidates and employers', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const role of ['candidate', 'employer'] as const) {
      const response = await list(await registerAccount(app, role));
      expect(response.statusCode).toBe(403);
    }
  });
});
