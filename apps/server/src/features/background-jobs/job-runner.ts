import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/client';
import { claimDueRun, insertRun, releaseRun, saveSchedules } from './background-jobs.repository';

/**
 * A named periodic task (decision 031). `cluster` jobs run on one instance at a time (claimed on
 * their schedule row); `instance` jobs work on this process's memory (the search index, keys
 * waiting for the database), so every instance runs its own. `run` answers 'idle' when there
 * was nothing to do: such polls are not recorded.
 */
export type JobDefinition = {
  name: string;
  description: string;
  scope: 'cluster' | 'instance';
  /** The schedule; 0: only when asked (`runDue`). */
  everyMs: number;
  run: () => Promise<unknown>;
};
export type RunResult = 'ran' | 'idle' | 'failed' | 'not-due';
type Logger = {
  warn: (obj: object, msg: string) => void;
  debug: (obj: object, msg: string) => void;
};
type Options = { log: Logger; now?: () => Date; retryBaseMs?: number; leaseMs?: number };
type Job = JobDefinition & { failures: number; nextAt: number; running?: Promise<RunResult> };

const ERROR_TEXT_MAX = 2_000;
/** A timer may fire a millisecond before the clock says its time is up; close enough is due. */
const SLACK_MS = 25;

/**
 * After `failures` failures in a row, the next try waits `base · 2^(failures−1)`, at most the
 * job's interval or a minute, whichever is longer: a short poll backs off, a daily one retries
 * soon and settles back to its schedule.
 */
export function backoffMs(failures: number, everyMs: number, baseMs: number): number {
  const cap = Math.max(everyMs, 60_000);
  return Math.min(cap, baseMs * 2 ** Math.min(failures - 1, 30));
}

export class JobRunner {
  readonly instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;
  private schedulesSaved = false;
  private readonly now: () => Date;
  private readonly retryBaseMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: Options,
  ) {
    this.now = options.now ?? (() => new Date());
    this.retryBaseMs = options.retryBaseMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 15 * 60_000;
  }

  define(definition: JobDefinition): void {
    if (this.jobs.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
    this.jobs.set(definition.name, { ...definition, failures: 0, nextAt: 0 });
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Writes the schedules, then runs each job on its interval until `stop()`. */
  async start(): Promise<void> {
    await this.saveSchedules();
    for (const job of this.jobs.values()) if (job.everyMs > 0) this.arm(job, job.everyMs);
  }

  /**
   * Writes the schedules once the database answers. A server started while it is away still
   * starts (and says so on /api/health); its cluster jobs wait for the first write.
   */
  private async saveSchedules(): Promise<boolean> {
    if (this.schedulesSaved) return true;
    const schedules = [...this.jobs.values()].map(({ name, description, scope, everyMs }) => ({
      name,
      description,
      scope,
      everyMs,
    }));
    const saved = await this.quietly(async () => {
      await saveSchedules(this.db, schedules, this.now());
      return true;
    });
    this.schedulesSaved = saved ?? false;
    return this.schedulesSaved;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.all([...this.jobs.values()].map((job) => job.running));
  }

  /** One try at a job: runs it if it is due and this instance may (the timers call it, and tests). */
  async runDue(name: string): Promise<RunResult> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (job.running) return 'not-due';
    job.running = this.attempt(job).finally(() => {
      job.running = undefined;
    });
    return job.running;
  }

  private arm(job: Job, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      void this.runDue(job.name).then(() => this.arm(job, this.delayAfter(job)));
    }, delayMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private delayAfter(job: Job): number {
    if (job.failures === 0) return job.everyMs;
    return Math.min(job.everyMs, backoffMs(job.failures, job.everyMs, this.retryBaseMs));
  }

  private async attempt(job: Job): Promise<RunResult> {
    const startedAt = this.now();
    const dueBy = new Date(startedAt.getTime() + SLACK_MS);
    let failuresBefore = job.failures;
    if (job.scope === 'cluster') {
      if (!(await this.saveSchedules())) return 'not-due';
      const leaseUntil = new Date(startedAt.getTime() + this.leaseMs);
      const claim = await this.quietly(() => claimDueRun(this.db, job.name, dueBy, leaseUntil));
      if (!claim) return 'not-due';
      failuresBefore = claim.failures;
    } else if (dueBy.getTime() < job.nextAt) return 'not-due';

    const outcome = await job.run().then(
      (result) => ({ idle: result === 'idle', error: null }),
      (error: unknown) => ({ idle: false, error: errorText(error) }),
    );
    const finishedAt = this.now();
    const failures = outcome.error === null ? 0 : failuresBefore + 1;
    const wait = failures === 0 ? job.everyMs : backoffMs(failures, job.everyMs, this.retryBaseMs);
    const nextRunAt = new Date(finishedAt.getTime() + wait);
    job.failures = failures;
    // A success leaves the next instance run to the timer; a failure holds it off for the backoff.
    job.nextAt = failures === 0 ? 0 : nextRunAt.getTime();
    if (outcome.error !== null) {
      this.options.log.warn({ job: job.name, error: outcome.error, failures }, 'job failed');
    }
    await this.quietly(async () => {
      if (job.scope === 'cluster') await releaseRun(this.db, job.name, { nextRunAt, failures });
      if (outcome.idle) return;
      await insertRun(this.db, {
        jobName: job.name,
        instance: this.instance,
        attempt: failuresBefore + 1,
        startedAt,
        finishedAt,
        failed: outcome.error !== null,
        error: outcome.error,
      });
    });
    if (outcome.error !== null) return 'failed';
    return outcome.idle ? 'idle' : 'ran';
  }

  /** Bookkeeping never crashes the process: with the database away, the next try tells. */
  private async quietly<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.options.log.debug({ err: error }, 'job bookkeeping failed; trying later');
      return null;
    }
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}
