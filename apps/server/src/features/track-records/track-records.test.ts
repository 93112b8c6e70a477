import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyTrackRecordResponseSchema,
  STIPEND_MESSAGES,
  TRACK_RECORD,
  TrackRecordsResponseSchema,
  type TrackRecord,
} from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import { bearer, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { TRACK_RECORDS_JOB } from './track-records.plugin';

const DAY_MS = 86_400_000;

let app: FastifyInstance;
let candidates: TestAccount[];
beforeAll(async () => {
  app = await createTestApp({ testClock: true });
  candidates = [];
  for (let i = 0; i < 6; i += 1) candidates.push(await readyCandidate(app));
});
afterAll(() => app.close());

const as = (account: TestAccount) => bearer(account.token);

async function companyWithApplicants(count: number) {
  const employer = await readyEmployer(app);
  const job = await postJob(app, employer, internshipBody({ questions: [] }));
  for (const candidate of candidates.slice(0, count))
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  const [row] = await rowsOf<{ company_id: string }>(
    app.db,
    sql`select company_id from jobs where id = ${job._id}`,
  );
  return { employer, job, companyId: row?.company_id ?? '' };
}

const setStatus = (employer: TestAccount, jobId: string, who: TestAccount, newStatus: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/employers/job/${jobId}/applicant/${who.user._id}/status`,
    headers: as(employer),
    payload: newStatus === 'rejected' ? { newStatus, reason: 'closer_match' } : { newStatus },
  });

/** The records as the cards read them, after the `track-records` job has run. */
async function recordsOf(ids: string[]): Promise<TrackRecord[]> {
  expect(await app.backgroundJobs.runDue(TRACK_RECORDS_JOB)).toBe('ran');
  const response = await app.inject({ url: `/api/jobs/track-records?companyIds=${ids.join(',')}` });
  expect(response.statusCode).toBe(200);
  return TrackRecordsResponseSchema.parse(response.json()).trackRecords;
}

/** Dates a listing's applications `days` before the test clock's now. */
async function sentDaysAgo(jobId: string, days: number) {
  await app.db
    .execute(sql`update applications set created_at = ${app.clock.now().toISOString()}::timestamptz
      - make_interval(days => ${days}) where job_id = ${jobId}`);
}

/** Moves the employer's decisions on a listing `days` after each application was sent. */
async function answeredAfter(jobId: string, days: number) {
  await app.db
    .execute(sql`update application_events e set at = a.created_at + make_interval(days => ${days})
    from applications a where e.application_id = a.id and a.job_id = ${jobId} and e.actor_user_id is not null
      and e.status <> 'applied'`);
}

describe('an employer’s track record', () => {
  it('says "new" with too little data, never a 0 % share', async () => {
    const { companyId } = await companyWithApplicants(2);
    app.clock.advance(30 * DAY_MS);
    const [record] = await recordsOf([companyId]);
    expect(record).toEqual({
      companyId,
      applications: 2,
      answeredShare: null,
      medianDaysToAnswer: null,
      hires: 0,
      stipend: null,
      isNew: true,
    });
  });

  it('counts employer decisions and the employer closing the listing as answers, not Shuruaat’s', async () => {
    const { employer, job, companyId } = await companyWithApplicants(6);
    const [a, b, c, , , f] = candidates as TestAccount[];
    if (!a || !b || !c || !f) throw new Error('six candidates expected');
    expect((await setStatus(employer, job._id, a, 'shortlisted')).statusCode).toBe(200);
    expect((await setStatus(employer, job._id, b, 'rejected')).statusCode).toBe(200);
    expect((await setStatus(employer, job._id, c, 'hired')).statusCode).toBe(200);
    await sentDaysAgo(job._id, 10);
    await answeredAfter(job._id, 4);
    // Withdrawn before any answer: the employer never had the chance, so it is not counted.
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/application/${job._id}/${f.user._id}`,
      headers: as(f),
    });
    expect(withdrawn.statusCode).toBe(200);
    // Sent 10 days ago: inside the grace period, not counted yet.
    expect((await recordsOf([companyId]))[0]?.applications).toBe(0);

    await sentDaysAgo(job._id, TRACK_RECORD.graceDays + 1);
    await answeredAfter(job._id, 4);
    let [record] = await recordsOf([companyId]);
    expect(record).toMatchObject({ applications: 5, hires: 1, isNew: false });
    expect(record?.answeredShare).toBeCloseTo(3 / 5);
    expect(record?.medianDaysToAnswer).toBe(4);

    // Closing the listing answers the two still waiting with a reason: that is the employer's answer too.
    const closed = await app.inject({
      method: 'PATCH',
      url: `/api/employers/employer-job/${job._id}/closed`,
      headers: as(employer),
    });
    expect(closed.statusCode).toBe(200);
    [record] = await recordsOf([companyId]);
    expect(record?.answeredShare).toBe(1);
    expect(record?.applications).toBe(5);
  });

  it('does not count Shuruaat’s 30-day answer as the employer’s', async () => {
    const { job, companyId } = await companyWithApplicants(5);
    await app.db.execute(
      sql`update jobs set apply_by = (${app.clock.now().toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - 1 where id = ${job._id}`,
    );
    app.clock.advance(31 * DAY_MS);
    await app.sweepAnswers();
    const [record] = await recordsOf([companyId]);
    expect(record).toMatchObject({ applications: 5, answeredShare: 0, medianDaysToAnswer: null });
  });

  it('reads the figures the job last computed: a company reads as new until it runs', async () => {
    const { employer, job, companyId } = await companyWithApplicants(5);
    const [a] = candidates as TestAccount[];
    await sentDaysAgo(job._id, 20);
    expect((await setStatus(employer, job._id, a as TestAccount, 'hired')).statusCode).toBe(200);
    const before = await app.inject({ url: `/api/jobs/track-records?companyIds=${companyId}` });
    expect(TrackRecordsResponseSchema.parse(before.json()).trackRecords[0]?.isNew).toBe(true);
    const [after] = await recordsOf([companyId]);
    expect(after).toMatchObject({ applications: 5, hires: 1, isNew: false });
  });

  it('answers several companies in one request and leaves out ids that are no company', async () => {
    const first = await companyWithApplicants(1);
    const second = await companyWithApplicants(1);
    const records = await recordsOf([first.companyId, 'junk', second.companyId, first.companyId]);
    expect(records.map((r) => r.companyId).sort()).toEqual(
      [first.companyId, second.companyId].sort(),
    );
    expect(await recordsOf([crypto.randomUUID()])).toEqual([]);
  });

  it('refuses more companies than a page holds, and a missing list, with 400', async () => {
    const ids = Array.from({ length: TRACK_RECORD.maxCompanies + 1 }, () => crypto.randomUUID());
    const tooMany = await app.inject({
      url: `/api/jobs/track-records?companyIds=${ids.join(',')}`,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toContainEqual({
      path: 'companyIds',
      message: STIPEND_MESSAGES.tooManyCompanies,
    });
    expect((await app.inject({ url: '/api/jobs/track-records' })).statusCode).toBe(400);
  });
});

describe('a company’s public page', () => {
  it('shows the company and its record to anyone', async () => {
    const { companyId } = await companyWithApplicants(1);
    const response = await app.inject({ url: `/api/jobs/company/${companyId}/track-record` });
    expect(response.statusCode).toBe(200);
    const body = CompanyTrackRecordResponseSchema.parse(response.json());
    expect(body.company).toMatchObject({ _id: companyId, name: 'Kirana Cloud', city: 'Bengaluru' });
    expect(body.trackRecord.isNew).toBe(true);
  });

  it('answers 404 for an unknown id, a malformed one, and a company that never published', async () => {
    const silent = await readyEmployer(app);
    const [row] = await rowsOf<{ id: string }>(
      app.db,
      sql`select id from companies where owner_user_id = ${silent.user._id}`,
    );
    for (const id of [crypto.randomUUID(), 'not-an-id', row?.id ?? '']) {
      const response = await app.inject({ url: `/api/jobs/company/${id}/track-record` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(STIPEND_MESSAGES.companyNotFound);
    }
  });
});
