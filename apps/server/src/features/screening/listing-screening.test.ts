import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_MESSAGES,
  JobMessageResponseSchema,
  JobsPostedResponseSchema,
  ReviewQueueResponseSchema,
  SCREENING_MESSAGES,
  type PostJobBody,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, readyEmployer } from '../../test/jobs';
import { titlesFound } from '../../test/search';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
let employer: TestAccount;
let candidate: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
  employer = await readyEmployer(app);
  candidate = await registerAccount(app, 'candidate');
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, account?: TestAccount, payload?: object) =>
  app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

const FEE_SCAM =
  'Work from home on simple tasks. Selected candidates must pay a registration fee of Rs.1500/- (refundable) before joining.';
const PHONE_IN_TEXT =
  'Build React screens for our store app with senior engineers. Questions about the role? Call our team lead on 98765 43210.';

let titles = 0;
async function post(description: string, overrides: Partial<PostJobBody> = {}) {
  titles += 1;
  const title = `Screened Listing ${titles} Intern`;
  const response = await call('POST', '/api/employers/post-job', employer, {
    ...internshipBody({ title, description, questions: [] }),
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return JobMessageResponseSchema.parse(response.json());
}

const decide = (jobId: string, body: object, account: TestAccount = admin) =>
  call('PUT', `/api/admins/listing-reviews/${jobId}`, account, body);

async function queue(query = '') {
  const response = await call('GET', `/api/admins/listing-reviews${query}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return ReviewQueueResponseSchema.parse(response.json()).items;
}

describe('screening a posted listing', () => {
  it('holds a fee-asking listing: the response says so and names the flag with its evidence', async () => {
    const posted = await post(FEE_SCAM);
    expect(posted.message).toBe(SCREENING_MESSAGES.heldOnPost);
    expect(posted.review?.state).toBe('held');
    expect(posted.review?.flags[0]).toMatchObject({
      code: 'fee_or_deposit',
      evidence: 'registration fee',
    });
    expect(posted.job.isAcceptingApplications).toBe(false);
  });

  it('keeps a held listing out of search, the job page and applying, but shows it to its employer', async () => {
    const { job } = await post(FEE_SCAM);
    expect(await titlesFound(app, 'q=screened')).not.toContain(job.title);
    expect((await call('GET', `/api/jobs/${job.slug}`)).statusCode).toBe(404);
    const applicant = await readyCandidate(app);
    const refused = await apply(app, applicant, job._id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('This job is no longer accepting applications.');
    const mine = await call('GET', '/api/employers/jobs-posted?limit=50', employer);
    const listed = JobsPostedResponseSchema.parse(mine.json()).jobsPosted.find(
      (j) => j._id === job._id,
    );
    expect(listed?.status).toBe('active');
    expect(listed?.review).toMatchObject({ state: 'held', reason: null });
  });

  it('publishes a listing with a phone number in it and queues it for an admin', async () => {
    const posted = await post(PHONE_IN_TEXT);
    expect(posted.message).toBe(JOB_MESSAGES.posted);
    expect(posted.review?.state).toBe('queued');
    expect((await call('GET', `/api/jobs/${posted.job.slug}`)).statusCode).toBe(200);
    const items = await queue('?state=queued&limit=50');
    expect(items.find((item) => item.job._id === posted.job._id)?.flags[0]).toMatchObject({
      code: 'off_platform_contact',
      evidence: '98765 43210',
    });
  });

  it('publishes a clean listing with no review pending, including one that says no fee is charged', async () => {
    const posted = await post(
      'Build React screens with senior engineers. No fee is charged at any stage; stipend ₹15,000 per month.',
    );
    expect(posted.review?.state).toBe('clear');
    expect((await queue('?limit=50')).map((item) => item.job._id)).not.toContain(posted.job._id);
  });

  it('screens an edit: a clean listing that adds a deposit is held, and the audit log has both screens', async () => {
    const { job } = await post(internshipBody().description);
    const edited = await call('PUT', `/api/employers/job/${job._id}`, employer, {
      ...internshipBody({ title: job.title, description: FEE_SCAM }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: SCREENING_MESSAGES.heldOnEdit,
      review: { state: 'held' },
    });
    const audit = await call('GET', `/api/admins/audit-log?targetId=${job._id}`, admin);
    const entries = audit.json().entries as { action: string; after: { reviewState: string } }[];
    expect(entries.map((e) => [e.action, e.after.reviewState])).toEqual([
      ['screening.automatic', 'held'],
      ['screening.automatic', 'clear'],
    ]);
  });
});

describe('GET /api/admins/listing-reviews', () => {
  it('answers 401 to anonymous callers and 403 to candidates and employers', async () => {
    expect((await call('GET', '/api/admins/listing-reviews')).statusCode).toBe(401);
    expect((await call('GET', '/api/admins/listing-reviews', candidate)).statusCode).toBe(403);
    expect((await call('GET', '/api/admins/listing-reviews', employer)).statusCode).toBe(403);
  });

  it('lists held listings with their flags and evidence, and refuses a bad filter or cursor', async () => {
    const { job } = await post(FEE_SCAM);
    const held = await queue('?state=held&limit=50');
    const item = held.find((entry) => entry.job._id === job._id);
    expect(item).toMatchObject({
      state: 'held',
      level: 'high',
      job: { companyName: 'Kirana Cloud' },
    });
    expect(item?.flags.map((flag) => flag.code)).toContain('fee_or_deposit');
    expect((await call('GET', '/api/admins/listing-reviews?state=closed', admin)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/admins/listing-reviews?cursor=abc', admin)).statusCode).toBe(
      400,
    );
  });

  it('pages oldest first with a cursor', async () => {
    await post(FEE_SCAM);
    await post(FEE_SCAM);
    const first = await call('GET', '/api/admins/listing-reviews?limit=1', admin);
    const page = ReviewQueueResponseSchema.parse(first.json());
    expect(page.items).toHaveLength(1);
    const cursor = encodeURIComponent(page.nextCursor ?? '');
    const second = ReviewQueueResponseSchema.parse(
      (await call('GET', `/api/admins/listing-reviews?limit=1&cursor=${cursor}`, admin)).json(),
    );
    expect((second.items[0]?.screenedAt ?? '') >= (page.items[0]?.screenedAt ?? '')).toBe(true);
    expect(second.items[0]?.job._id).not.toBe(page.items[0]?.job._id);
  });
});

describe('PUT /api/admins/listing-reviews/:jobId', () => {
  it('answers 401 to anonymous callers and 403 to candidates and employers, changing nothing', async () => {
    const { job } = await post(FEE_SCAM);
    expect(
      (
        await call('PUT', `/api/admins/listing-reviews/${job._id}`, undefined, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(401);
    expect((await decide(job._id, { decision: 'approve' }, candidate)).statusCode).toBe(403);
    expect((await decide(job._id, { decision: 'approve' }, employer)).statusCode).toBe(403);
    expect((await queue('?state=held&limit=50')).map((i) => i.job._id)).toContain(job._id);
  });

  it('answers 404 for an unknown or malformed id and 400 for a bad decision', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await decide(unknown, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide('not-an-id', { decision: 'approve' })).statusCode).toBe(404);
    const { job } = await post(FEE_SCAM);
    expect((await decide(job._id, { decision: 'ban' })).statusCode).toBe(400);
    const short = await decide(job._id, { decision: 'reject', reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('at least 10 characters');
  });

  it('approving a held listing makes it public; a second decision answers 409', async () => {
    const { job } = await post(FEE_SCAM);
    const approved = await decide(job._id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ state: 'approved', message: SCREENING_MESSAGES.approved });
    expect((await call('GET', `/api/jobs/${job.slug}`)).statusCode).toBe(200);
    expect(await titlesFound(app, `q=${encodeURIComponent(job.title)}`)).toContain(job.title);
    const again = await decide(job._id, { decision: 'reject', reason: 'Asks students for a fee.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SCREENING_MESSAGES.notPending);
  });

  it('rejecting closes the listing with the reason the employer sees, answers applicants, and audits it', async () => {
    const { job } = await post(PHONE_IN_TEXT);
    const applicant = await readyCandidate(app);
    expect((await apply(app, applicant, job._id)).statusCode).toBe(201);
    const reason = 'Moves students to a personal phone number.';
    const rejected = await decide(job._id, { decision: 'reject', reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = await call('GET', '/api/employers/jobs-posted?limit=50', employer);
    const listed = JobsPostedResponseSchema.parse(mine.json()).jobsPosted.find(
      (j) => j._id === job._id,
    );
    expect(listed).toMatchObject({ status: 'closed', review: { state: 'rejected', reason } });
    const [answered] = (
      (await app.db.execute(
        sql`select status from applications where job_id = ${job._id}`,
      )) as unknown as { rows: { status: string }[] }
    ).rows;
    expect(answered?.status).toBe('rejected');
    const reopen = await call('PATCH', `/api/employers/employer-job/${job._id}/active`, employer);
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(SCREENING_MESSAGES.rejectedNoReopen);
    const audit = await call('GET', `/api/admins/audit-log?targetId=${job._id}`, admin);
    expect(audit.json().entries[0]).toMatchObject({
      action: 'screening.reject',
      after: { reviewState: 'rejected', status: 'closed', reason },
    });
    expect((await decide(job._id, { decision: 'approve' })).statusCode).toBe(409);
  });
});
