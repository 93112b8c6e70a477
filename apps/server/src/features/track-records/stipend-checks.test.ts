import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NotificationsResponseSchema,
  STIPEND_MESSAGES,
  StipendCheckMessageResponseSchema,
  StipendChecksResponseSchema,
  TrackRecordsResponseSchema,
} from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import { adminAccount, bearer, latestMail, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { expectInternalError, whileWritesFail } from '../../test/injected-failures';
import { createTestApp } from '../../test/test-app';

const DAY_MS = 86_400_000;
import { askDueInterns } from './stipend-checks.service';
import { STIPEND_CHECK_JOB, TRACK_RECORDS_JOB } from './track-records.plugin';

let app: FastifyInstance;
let employer: TestAccount;
let otherEmployer: TestAccount;
let admin: TestAccount;
let interns: TestAccount[];
let outsider: TestAccount;
let companyId: string;
let jobId: string;

const as = (account: TestAccount) => bearer(account.token);

async function hire(owner: TestAccount, job: string, intern: TestAccount) {
  expect((await apply(app, intern, job)).statusCode).toBe(201);
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/employers/job/${job}/applicant/${intern.user._id}/status`,
    headers: as(owner),
    payload: { newStatus: 'hired' },
  });
  expect(response.statusCode).toBe(200);
}

async function checksOf(intern: TestAccount) {
  const response = await app.inject({ url: '/api/candidates/stipend-checks', headers: as(intern) });
  expect(response.statusCode).toBe(200);
  return StipendChecksResponseSchema.parse(response.json()).stipendChecks;
}

const answer = (account: TestAccount | null, id: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/candidates/stipend-checks/${id}/answer`,
    headers: account ? as(account) : {},
    payload: payload as object,
  });

const respond = (account: TestAccount | null, id: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/employers/stipend-checks/${id}/response`,
    headers: account ? as(account) : {},
    payload: payload as object,
  });

async function checkIdOf(intern: TestAccount) {
  const [check] = await checksOf(intern);
  if (!check) throw new Error('no stipend question');
  return check._id;
}

beforeAll(async () => {
  app = await createTestApp({ testClock: true });
  employer = await readyEmployer(app);
  otherEmployer = await readyEmployer(app);
  admin = await adminAccount(app);
  outsider = await readyCandidate(app, { fullName: 'Meera Outsider' });
  interns = [];
  for (const fullName of ['Asha Rao', 'Bilal Khan', 'Chitra Nair']) {
    interns.push(await readyCandidate(app, { fullName }));
  }
  const job = await postJob(app, employer, internshipBody({ questions: [], durationMonths: 3 }));
  jobId = job._id;
  for (const intern of interns) await hire(employer, jobId, intern);
  const [row] = await rowsOf<{ company_id: string }>(
    app.db,
    sql`select company_id from jobs where id = ${jobId}`,
  );
  companyId = row?.company_id ?? '';
});
afterAll(() => app.close());

describe('asking "Were you paid as listed?"', () => {
  it('asks no one before the internship’s duration has passed', async () => {
    expect(await app.backgroundJobs.runDue(STIPEND_CHECK_JOB)).toBe('idle');
    app.clock.advance(60 * DAY_MS);
    expect(await askDueInterns(app.db, app.clock.now())).toBe(0);
    expect(await checksOf(interns[0] as TestAccount)).toEqual([]);
  });

  it('records no question whose email cannot be queued, so the next run asks again', async () => {
    app.clock.advance(40 * DAY_MS);
    await expect(
      whileWritesFail(app, 'mail_outbox', 'INSERT', () => askDueInterns(app.db, app.clock.now())),
    ).rejects.toThrow();
    const [left] = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from stipend_checks where job_id = ${jobId}`,
    );
    expect(left?.n).toBe(0);
  });

  it('asks each hired intern exactly once, by bell and email, even when runs overlap', async () => {
    // The job's run and two more at the same moment, as a second instance would.
    await Promise.all([
      app.backgroundJobs.runDue(STIPEND_CHECK_JOB),
      askDueInterns(app.db, app.clock.now()),
      askDueInterns(app.db, app.clock.now()),
    ]);
    expect(await app.backgroundJobs.runDue(STIPEND_CHECK_JOB)).toBe('idle');
    const [total] = await rowsOf<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from stipend_checks where job_id = ${jobId}`,
    );
    expect(total?.n).toBe(3);
    for (const intern of interns) {
      const checks = await checksOf(intern);
      expect(checks).toHaveLength(1);
      expect(checks[0]?.answer).toBeNull();
      expect(checks[0]?.stipendListed).toEqual({ min: 10_000, max: 15_000 });
      const bell = await app.inject({ url: '/api/users/notifications', headers: as(intern) });
      const asked = NotificationsResponseSchema.parse(bell.json()).notifications.filter((n) =>
        n.title.startsWith(STIPEND_MESSAGES.question),
      );
      expect(asked).toHaveLength(1);
      const mail = await latestMail(app, intern.email, 'application_status');
      expect(mail.subject).toContain(STIPEND_MESSAGES.question);
    }
  });

  it('does not ask about jobs, only internships', async () => {
    const job = await postJob(app, otherEmployer, jobBody({ questions: [] }));
    await hire(otherEmployer, job._id, outsider);
    app.clock.advance(400 * DAY_MS);
    await askDueInterns(app.db, app.clock.now());
    expect(await checksOf(outsider)).toEqual([]);
  });
});

describe('answering the stipend question', () => {
  it('refuses anonymous callers, employers and admins', async () => {
    const id = await checkIdOf(interns[0] as TestAccount);
    expect((await answer(null, id, { answer: 'yes' })).statusCode).toBe(401);
    expect((await answer(employer, id, { answer: 'yes' })).statusCode).toBe(403);
    expect((await answer(admin, id, { answer: 'yes' })).statusCode).toBe(403);
    const list = await app.inject({ url: '/api/candidates/stipend-checks', headers: as(employer) });
    expect(list.statusCode).toBe(403);
  });

  it('answers 404 to another candidate, and for an id that is no question', async () => {
    const id = await checkIdOf(interns[0] as TestAccount);
    const other = await answer(outsider, id, { answer: 'no' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(STIPEND_MESSAGES.notFound);
    expect((await answer(outsider, 'not-a-uuid', { answer: 'no' })).statusCode).toBe(404);
    expect(
      (await answer(interns[0] as TestAccount, crypto.randomUUID(), { answer: 'no' })).statusCode,
    ).toBe(404);
  });

  it('refuses an answer outside yes, partly, no and a note that is too long, with 400', async () => {
    const intern = interns[0] as TestAccount;
    const id = await checkIdOf(intern);
    for (const payload of [{ answer: 'maybe' }, {}, { answer: 'yes', note: 'x'.repeat(1001) }]) {
      const response = await answer(intern, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await checksOf(intern))[0]?.answer).toBeNull();
  });

  it('takes one answer per intern and answers 409 to the second', async () => {
    const intern = interns[0] as TestAccount;
    const id = await checkIdOf(intern);
    const note = 'Paid on the 1st every month — $& $1 <script>alert(1)</script>';
    const first = await answer(intern, id, { answer: 'yes', note });
    expect(first.statusCode).toBe(200);
    const body = StipendCheckMessageResponseSchema.parse(first.json());
    expect(body.stipendCheck.answer).toBe('yes');
    expect(body.stipendCheck.note).toBe(note);
    const second = await answer(intern, id, { answer: 'no' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(STIPEND_MESSAGES.alreadyAnswered);
    expect((await checksOf(intern))[0]?.answer).toBe('yes');
  });

  it('keeps no "no" whose email to the employer cannot be queued', async () => {
    const intern = interns[1] as TestAccount;
    const id = await checkIdOf(intern);
    const response = await whileWritesFail(app, 'mail_outbox', 'INSERT', () =>
      answer(intern, id, { answer: 'no' }),
    );
    expectInternalError(response);
    expect((await checksOf(intern))[0]?.answer).toBeNull();
  });

  it('sends "no" to the employer by bell and email, naming the intern', async () => {
    const intern = interns[1] as TestAccount;
    const id = await checkIdOf(intern);
    const response = await answer(intern, id, { answer: 'no', note: 'Two months unpaid' });
    expect(response.statusCode).toBe(200);
    const bell = await app.inject({ url: '/api/users/notifications', headers: as(employer) });
    const told = NotificationsResponseSchema.parse(bell.json()).notifications.filter((n) =>
      n.title.startsWith('Stipend question'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Bilal Khan said their stipend was not paid as listed');
    const mail = await latestMail(app, employer.email, 'stipend_unpaid');
    expect(mail.text).toContain('Two months unpaid');
  });
});

describe('the employer’s response and the admin queue', () => {
  let unpaidId: string;
  let paidId: string;
  beforeAll(async () => {
    unpaidId = await checkIdOf(interns[1] as TestAccount);
    paidId = await checkIdOf(interns[0] as TestAccount);
  });

  it('lists "partly" and "no" answers to their company only', async () => {
    const own = await app.inject({ url: '/api/employers/stipend-checks', headers: as(employer) });
    const ids = StipendChecksResponseSchema.parse(own.json()).stipendChecks.map((c) => c._id);
    expect(ids).toEqual([unpaidId]);
    const other = await app.inject({
      url: '/api/employers/stipend-checks',
      headers: as(otherEmployer),
    });
    expect(StipendChecksResponseSchema.parse(other.json()).stipendChecks).toEqual([]);
    expect(
      (await app.inject({ url: '/api/employers/stipend-checks', headers: as(outsider) }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/api/employers/stipend-checks' })).statusCode).toBe(401);
  });

  it('refuses a response from anyone but the company, and an empty or huge one', async () => {
    const response = { response: 'We paid on 5 May; bank reference attached to our email.' };
    expect((await respond(null, unpaidId, response)).statusCode).toBe(401);
    expect((await respond(interns[1] as TestAccount, unpaidId, response)).statusCode).toBe(403);
    expect((await respond(otherEmployer, unpaidId, response)).statusCode).toBe(404);
    expect((await respond(employer, 'nope', response)).statusCode).toBe(404);
    expect((await respond(employer, unpaidId, { response: '   ' })).statusCode).toBe(400);
    expect((await respond(employer, unpaidId, { response: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
  });

  it('takes one response, only to "partly" or "no", and shows it to admins beside the answer', async () => {
    const text = 'We paid on 5 May; bank reference attached to our email.';
    const onYes = await respond(employer, paidId, { response: text });
    expect(onYes.statusCode).toBe(409);
    expect(onYes.json().message).toBe(STIPEND_MESSAGES.notRespondable);
    expect((await respond(employer, unpaidId, { response: text })).statusCode).toBe(200);
    const again = await respond(employer, unpaidId, { response: 'Second thoughts' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STIPEND_MESSAGES.alreadyResponded);

    const queue = await app.inject({ url: '/api/admins/stipend-checks', headers: as(admin) });
    const [row] = StipendChecksResponseSchema.parse(queue.json()).stipendChecks;
    expect(row).toMatchObject({
      _id: unpaidId,
      answer: 'no',
      note: 'Two months unpaid',
      internName: 'Bilal Khan',
      employerResponse: text,
    });
    for (const account of [employer, interns[0] as TestAccount]) {
      const refused = await app.inject({ url: '/api/admins/stipend-checks', headers: as(account) });
      expect(refused.statusCode).toBe(403);
    }
    expect((await app.inject({ url: '/api/admins/stipend-checks' })).statusCode).toBe(401);
  });

  it('shows the stipend count on the track record once three interns answered', async () => {
    const record = async () => {
      const response = await app.inject({ url: `/api/jobs/track-records?companyIds=${companyId}` });
      return TrackRecordsResponseSchema.parse(response.json()).trackRecords[0];
    };
    expect((await record())?.stipend).toBeNull();
    const third = interns[2] as TestAccount;
    expect((await answer(third, await checkIdOf(third), { answer: 'yes' })).statusCode).toBe(200);
    expect((await record())?.stipend).toEqual({ answers: 3, paidAsListed: 2 });
    // Hires come from the figures the track-records job computes.
    expect((await record())?.hires).toBe(0);
    await app.backgroundJobs.runDue(TRACK_RECORDS_JOB);
    expect((await record())?.hires).toBe(3);
  });
});

describe('the employer’s notice of an unpaid stipend, in their language (decision 032)', () => {
  const HINDI_BODY =
    'Divya Menon ने बताया कि उनका स्टाइपेंड लिस्टिंग के मुताबिक नहीं मिला। Shuruaat की रिव्यू टीम इसकी जाँच करेगी; आप अपनी बात लिखकर भेज सकते हैं, और टीम उसे इस जवाब के साथ पढ़ेगी।';
  const ENGLISH_BODY =
    'Divya Menon said their stipend was not paid as listed. Shuruaat’s reviewers will look into it; you can respond with your side, and they will read it beside the answer.';

  /** An employer, reading in the language given, whose hired intern answers "no". */
  async function toldOfNo(hindi: boolean) {
    const owner = await readyEmployer(app);
    if (hindi) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/users/language',
        headers: as(owner),
        payload: { language: 'hi' },
      });
      expect(saved.statusCode).toBe(200);
    }
    const intern = await readyCandidate(app, { fullName: 'Divya Menon' });
    const job = await postJob(app, owner, internshipBody({ questions: [], durationMonths: 3 }));
    await hire(owner, job._id, intern);
    app.clock.advance(120 * DAY_MS);
    await askDueInterns(app.db, app.clock.now());
    expect((await answer(intern, await checkIdOf(intern), { answer: 'no' })).statusCode).toBe(200);
    const bell = await app.inject({ url: '/api/users/notifications', headers: as(owner) });
    const [notice] = NotificationsResponseSchema.parse(bell.json()).notifications;
    return { title: notice?.title, body: notice?.body };
  }

  it('reaches a Hindi employer’s bell in Hindi, and an English one’s as before', async () => {
    expect(await toldOfNo(true)).toEqual({
      title: 'स्टाइपेंड का सवाल: React Developer Intern',
      body: HINDI_BODY,
    });
    expect(await toldOfNo(false)).toEqual({
      title: 'Stipend question: React Developer Intern',
      body: ENGLISH_BODY,
    });
  });
});
