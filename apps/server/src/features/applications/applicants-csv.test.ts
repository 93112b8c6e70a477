import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, bearer, type TestAccount } from '../../test/accounts';
import { apply, applyBody, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let owner: TestAccount;
let rival: TestAccount;
let job: { _id: string; slug: string };
let hindi: TestAccount;
let leaver: TestAccount;

const FORMULA = '=HYPERLINK("http://evil.example","Click")';
const QUOTED = 'I said "yes", and meant it';

/** RFC 4180 cells, enough for what the export writes: every cell quoted, CRLF rows. */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"')),
    );
}

const csvOf = (jobId: string, account?: TestAccount) =>
  app.inject({
    url: `/api/employers/job/${jobId}/applicants/csv`,
    headers: account ? bearer(account.token) : {},
  });

beforeAll(async () => {
  app = await createTestApp();
  owner = await readyEmployer(app);
  rival = await readyEmployer(app);
  job = await postJob(
    app,
    owner,
    internshipBody({
      questions: [{ question: 'Which spreadsheet formula do you like?', required: true }],
    }),
  );
  const questionId = (await app.inject({ url: `/api/employers/job/${job._id}` })).json().job
    .questions[0]._id as string;
  hindi = await readyCandidate(app, { fullName: 'अनन्या शर्मा', phone: '98765 43210' });
  leaver = await readyCandidate(app, { fullName: 'Bilal Khan', phone: '91234 56789' });
  for (const [candidate, answer] of [
    [hindi, FORMULA],
    [leaver, QUOTED],
  ] as const) {
    const sent = await apply(
      app,
      candidate,
      job._id,
      applyBody(candidate, [{ questionId, answer }]),
    );
    expect(sent.statusCode).toBe(201);
  }
  const withdrawn = await app.inject({
    method: 'DELETE',
    url: `/api/candidates/application/${job._id}/${leaver.user._id}`,
    headers: bearer(leaver.token),
  });
  expect(withdrawn.statusCode).toBe(200);
});
afterAll(() => app.close());

describe('GET /api/employers/job/{jobId}/applicants/csv', () => {
  it('gives the owner a UTF-8 CSV with a byte-order mark, named for the listing, as a download', async () => {
    const response = await csvOf(job._id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="applicants-${job.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('lists name, status, applied date and each answer, with a Hindi name kept as written', async () => {
    const [header, first] = parseCsv((await csvOf(job._id, owner)).body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Name',
      'Status',
      'Applied on',
      'Email',
      'Phone',
      'College',
      'Degree',
      'City',
      'Which spreadsheet formula do you like?',
    ]);
    expect(first?.slice(0, 3)).toEqual([
      'अनन्या शर्मा',
      'Applied',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ]);
  });

  it('neutralises an answer a spreadsheet would run as a formula, and escapes quotes', async () => {
    const csv = (await csvOf(job._id, owner)).body;
    expect(csv).toContain(`"'${FORMULA.replace(/"/g, '""')}"`);
    expect(csv).toContain(`"${QUOTED.replace(/"/g, '""')}"`);
    const rows = parseCsv(csv.replace(/^\uFEFF/, ''));
    expect(rows[1]?.[8]).toBe(`'${FORMULA}`);
    expect(rows[2]?.[8]).toBe(QUOTED);
  });

  it('shows email and phone of an applicant who still shares them, and leaves them out after a withdrawal', async () => {
    const [, active, withdrawn] = parseCsv(
      (await csvOf(job._id, owner)).body.replace(/^\uFEFF/, ''),
    );
    expect(active?.slice(3, 5)).toEqual([hindi.user.email, '9876543210']);
    expect(withdrawn?.slice(0, 2)).toEqual(['Bilal Khan', 'Withdrawn']);
    expect(withdrawn?.slice(3, 5)).toEqual(['', '']);
    expect(withdrawn?.[8]).toBe(QUOTED);
  });

  it('answers 401 to a visitor, 403 to a candidate or an admin, and 404 to another employer', async () => {
    expect((await csvOf(job._id)).statusCode).toBe(401);
    expect((await csvOf(job._id, hindi)).statusCode).toBe(403);
    expect((await csvOf(job._id, await adminAccount(app))).statusCode).toBe(403);
    const other = await csvOf(job._id, rival);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('अनन्या');
  });

  it('answers 404 for an id that is not one and for a job that does not exist', async () => {
    expect((await csvOf('not-an-id', owner)).statusCode).toBe(404);
    expect((await csvOf('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
  });

  it('gives an employer whose job has no applicants just the header row', async () => {
    const empty = await postJob(
      app,
      owner,
      internshipBody({ title: 'Quiet Intern', questions: [] }),
    );
    const rows = parseCsv((await csvOf(empty._id, owner)).body.replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe('Name');
  });
});
