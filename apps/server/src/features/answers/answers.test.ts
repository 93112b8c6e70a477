import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CandidateApplicationsResponseSchema,
  CompanyResponseRateResponseSchema,
  EmployerResponseRateResponseSchema,
  NotificationsResponseSchema,
} from '@shuruaat/contract';
import { loadConfig, ConfigError } from '../../config';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { DAY_MS } from './clock';

let app: FastifyInstance;
let owner: TestAccount;
let candidates: TestAccount[];
beforeAll(async () => {
  app = await createTestApp({ testClock: true });
  owner = await readyEmployer(app);
  candidates = [];
  for (const fullName of ['Asha Rao', 'Bilal Khan']) {
    candidates.push(await readyCandidate(app, { fullName }));
  }
});
afterAll(() => app.close());

const as = (account: TestAccount) => bearer(account.token);
let jobs = 0;

/**
 * A listing whose apply-by day ended yesterday, with two undecided applicants. (A closed listing
 * no longer waits: closing answers its applicants at once, listing-closure.test.ts.)
 */
async function endedJobWithApplicants() {
  jobs += 1;
  const title = `Answer Intern ${jobs}`;
  const job = await postJob(app, owner, internshipBody({ title, questions: [] }));
  for (const candidate of candidates)
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  await app.db.execute(
    sql`update jobs set apply_by = (${app.clock.now().toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - 1 where id = ${job._id}`,
  );
  return { job, title };
}

async function notificationsOf(account: TestAccount) {
  const response = await app.inject({
    url: '/api/users/notifications?limit=50',
    headers: as(account),
  });
  return NotificationsResponseSchema.parse(response.json()).notifications;
}

async function applicationOf(candidate: TestAccount, jobId: string) {
  const response = await app.inject({
    url: '/api/candidates/applications',
    headers: as(candidate),
  });
  const list = CandidateApplicationsResponseSchema.parse(response.json()).applications;
  const found = list.find((a) => a.jobId === jobId);
  if (!found) throw new Error('application not listed');
  return found;
}

describe('every application gets an answer', () => {
  it('reminds the employer at 7 and 14 days, then answers the candidate at 30 days', async () => {
    const { job, title } = await endedJobWithApplicants();
    const first = candidates[0] as TestAccount;
    const reminders = async () =>
      (await notificationsOf(owner)).filter(
        (n) => n.title.includes('waiting for an answer') && n.title.endsWith(title),
      );

    expect(await app.sweepAnswers()).toEqual({ answered: 0, reminded: 0 });
    app.clock.advance(8 * DAY_MS);
    await app.sweepAnswers();
    expect(await reminders()).toHaveLength(1);
    expect((await reminders())[0]?.title).toBe(`2 applicants waiting for an answer: ${title}`);
    // Sweeping again the same day sends nothing more.
    await app.sweepAnswers();
    expect(await reminders()).toHaveLength(1);

    app.clock.advance(7 * DAY_MS);
    await app.sweepAnswers();
    expect(await reminders()).toHaveLength(2);
    expect((await applicationOf(first, job._id)).status).toBe('applied');

    app.clock.advance(16 * DAY_MS);
    await app.sweepAnswers();
    const answered = await applicationOf(first, job._id);
    expect(answered.status).toBe('rejected');
    expect(answered.decisionReason).toBe('no_response');
    expect(answered.timeline.map((e) => e.status)).toEqual(['applied', 'rejected']);
    const told = (await notificationsOf(first)).filter((n) => n.title.includes(title));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('the employer did not respond');
  });

  it('answers each application once when two sweeps run at the same time', async () => {
    const { job, title } = await endedJobWithApplicants();
    app.clock.advance(31 * DAY_MS);
    const results = await Promise.all([app.sweepAnswers(), app.sweepAnswers()]);
    expect(results.reduce((sum, r) => sum + r.answered, 0)).toBe(2);
    const second = candidates[1] as TestAccount;
    expect((await notificationsOf(second)).filter((n) => n.title.includes(title))).toHaveLength(1);
    const events = await app.db.execute(
      sql`select count(*)::int as n from application_events e join applications a on a.id = e.application_id where a.job_id = ${job._id} and e.status = 'rejected'`,
    );
    expect((events as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });

  it('leaves applications alone while the listing is open, then answers after it expires', async () => {
    jobs += 1;
    const job = await postJob(app, owner, internshipBody({ title: `Open ${jobs}`, questions: [] }));
    const first = candidates[0] as TestAccount;
    expect((await apply(app, first, job._id)).statusCode).toBe(201);
    // Its apply-by date is 30 days ahead of the real date; the test clock has moved on further.
    await app.db.execute(
      sql`update jobs set apply_by = (${app.clock.now().toISOString()}::timestamptz + interval '2 days')::date where id = ${job._id}`,
    );
    app.clock.advance(20 * DAY_MS);
    await app.sweepAnswers();
    expect((await applicationOf(first, job._id)).status).toBe('applied');
    app.clock.advance(15 * DAY_MS);
    await app.sweepAnswers();
    expect((await applicationOf(first, job._id)).decisionReason).toBe('no_response');
  });
});

describe('rejections carry a kind reason', () => {
  it('shows the reason to the candidate, and refuses a reason with any other status', async () => {
    jobs += 1;
    const job = await postJob(
      app,
      owner,
      internshipBody({ title: `Reason ${jobs}`, questions: [] }),
    );
    const [a, b] = candidates as [TestAccount, TestAccount];
    for (const c of [a, b]) expect((await apply(app, c, job._id)).statusCode).toBe(201);

    const wrong = await app.inject({
      method: 'PATCH',
      url: `/api/employers/job/${job._id}/applicant/${a.user._id}/status`,
      headers: as(owner),
      payload: { newStatus: 'shortlisted', reason: 'position_filled' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBeTruthy();

    const bulk = await app.inject({
      method: 'PATCH',
      url: `/api/employers/job/${job._id}/applicants/status`,
      headers: as(owner),
      payload: { userIds: [a.user._id, b.user._id], newStatus: 'rejected', reason: 'closer_match' },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().updated).toHaveLength(2);
    const seen = await applicationOf(b, job._id);
    expect(seen.status).toBe('rejected');
    expect(seen.decisionReason).toBe('closer_match');
    const note = (await notificationsOf(b)).find((n) => n.title.includes(`Reason ${jobs}`));
    expect(note?.body).toContain('Another candidate’s experience was a closer match this time');

    // Moving them on clears the reason: it belonged to that one decision.
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/job/${job._id}/applicant/${b.user._id}/status`,
      headers: as(owner),
      payload: { newStatus: 'shortlisted' },
    });
    expect((await applicationOf(b, job._id)).decisionReason).toBeNull();
  });
});

describe('response rate', () => {
  it('is hidden below 10 applications and counts decisions within 15 days above it', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(
      app,
      employer,
      internshipBody({ title: 'Rate Intern', questions: [] }),
    );
    const now = app.clock.now().getTime();
    const people: string[] = [];
    for (let i = 0; i < 10; i += 1) people.push((await registerAccount(app, 'candidate')).user._id);
    // Ten applications 20 days old: six answered in 2 days, one in 18, three never.
    for (const [i, candidateId] of people.entries()) {
      const created = new Date(now - 20 * DAY_MS).toISOString();
      const rows = (await app.db.execute(
        sql`insert into applications (job_id, candidate_id, status, created_at, updated_at) values (${job._id}, ${candidateId}, 'applied', ${created}::timestamptz, ${created}::timestamptz) returning id`,
      )) as unknown as { rows: { id: string }[] };
      const id = rows.rows[0]?.id as string;
      const after = i < 6 ? 2 : i === 6 ? 18 : null;
      if (after !== null) {
        const at = new Date(now - (20 - after) * DAY_MS).toISOString();
        await app.db.execute(sql`update applications set status = 'rejected' where id = ${id}`);
        await app.db.execute(
          sql`insert into application_events (application_id, status, actor_user_id, at) values (${id}, 'rejected', ${employer.user._id}, ${at}::timestamptz)`,
        );
      }
    }
    const mine = await app.inject({ url: '/api/employers/response-rate', headers: as(employer) });
    expect(mine.statusCode).toBe(200);
    const body = EmployerResponseRateResponseSchema.parse(mine.json());
    expect(body.responseRate.applications).toBe(10);
    expect(body.responseRate.rate).toBeCloseTo(0.6);
    expect(body.responseRate.medianHours).toBeCloseTo(48);
    // The late one and the three never answered drag it down.
    expect(body.slow).toHaveLength(4);
    expect(body.slow.filter((s) => !s.decided)).toHaveLength(3);

    const company = await app.db.execute(sql`select company_id from jobs where id = ${job._id}`);
    const cid = (company as unknown as { rows: { company_id: string }[] }).rows[0]?.company_id;
    expect(cid).toBeTruthy();
    const open = await app.inject({ url: `/api/jobs/company/${cid}/response-rate` });
    expect(CompanyResponseRateResponseSchema.parse(open.json()).responseRate.rate).toBeCloseTo(0.6);

    const other = await readyEmployer(app);
    const empty = await app.inject({ url: '/api/employers/response-rate', headers: as(other) });
    expect(EmployerResponseRateResponseSchema.parse(empty.json()).responseRate.rate).toBeNull();
  });
});

describe('the test clock control', () => {
  it('moves the clock and sweeps when enabled for tests', async () => {
    const before = app.clock.now().getTime();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceDays: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(new Date(response.json().now).getTime()).toBeGreaterThanOrEqual(before + DAY_MS);
  });

  it('does not exist unless asked for, and cannot be turned on outside NODE_ENV=test', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { advanceDays: 30 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    for (const NODE_ENV of ['production', 'development']) {
      // Mail is off so that only the clock can be what refuses production.
      expect(() => loadConfig({ NODE_ENV, TEST_CLOCK: '1', MAIL_ENABLED: 'false' })).toThrow(
        ConfigError,
      );
    }
    expect(loadConfig({ NODE_ENV: 'production', MAIL_ENABLED: 'false' }).testClock).toBe(false);
  });
});

describe('the sweep’s notices in their reader’s language (decision 032)', () => {
  const readsIn = async (account: TestAccount, language: 'hi') => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: as(account),
      payload: { language },
    });
    expect(response.statusCode).toBe(200);
  };

  /** An employer and one applicant on a listing that ended yesterday; Hindi readers if asked. */
  async function endedListing(hindi: boolean) {
    const employer = await readyEmployer(app);
    const candidate = await readyCandidate(app, { fullName: 'Chitra Nair' });
    if (hindi) for (const account of [employer, candidate]) await readsIn(account, 'hi');
    jobs += 1;
    const title = `Language Intern ${jobs}`;
    const job = await postJob(app, employer, internshipBody({ title, questions: [] }));
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    await app.db.execute(
      sql`update jobs set apply_by = (${app.clock.now().toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - 1 where id = ${job._id}`,
    );
    return { employer, candidate, title };
  }
  /** The newest notice naming the listing (the employer's first was the application itself). */
  async function noticeAbout(account: TestAccount, jobTitle: string) {
    const notice = (await notificationsOf(account)).find((n) => n.title.includes(jobTitle));
    return { title: notice?.title, body: notice?.body };
  }

  it('remind and answer Hindi readers in Hindi, and English readers exactly as before', async () => {
    const hindi = await endedListing(true);
    const english = await endedListing(false);
    app.clock.advance(8 * DAY_MS);
    await app.sweepAnswers();
    expect(await noticeAbout(hindi.employer, hindi.title)).toEqual({
      title: `1 उम्मीदवार जवाब के इंतज़ार में: ${hindi.title}`,
      body: 'यह लिस्टिंग 7 दिन पहले बंद हुई थी। शॉर्टलिस्ट करें, चयन करें या रिजेक्ट करें — अच्छे शब्दों में बताई गई वजह से उम्मीदवार को मदद मिलती है। 23 दिन बाद हम बाकी उम्मीदवारों को बता देंगे कि आपने जवाब नहीं दिया, और इससे आपकी जवाब देने की दर घटती है।',
    });
    expect(await noticeAbout(english.employer, english.title)).toEqual({
      title: `1 applicant waiting for an answer: ${english.title}`,
      body: 'This listing closed 7 days ago. Shortlist, hire or reject — a kind reason helps. In 23 days we will tell the rest that you did not respond, and it lowers your response rate.',
    });

    app.clock.advance(23 * DAY_MS);
    await app.sweepAnswers();
    expect(await noticeAbout(hindi.candidate, hindi.title)).toEqual({
      title: `आख़िरी जवाब: Kirana Cloud में ${hindi.title}`,
      body: 'चयन नहीं हुआ — लिस्टिंग बंद होने के 30 दिन के अंदर कंपनी ने जवाब नहीं दिया, इसलिए हमने आपका यह आवेदन बंद कर दिया है। इसका मतलब यह नहीं कि आप में कोई कमी है — अप्लाई करते रहें।',
    });
    expect(await noticeAbout(english.candidate, english.title)).toEqual({
      title: `Final answer: ${english.title} at Kirana Cloud`,
      body: 'Not selected — the employer did not respond within 30 days of the listing closing, so we have closed this application for you. It is not a judgement of you — keep applying.',
    });
  });
});
