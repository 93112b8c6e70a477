import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { apply, applyBody, readyCandidate } from '../../test/candidates';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { addProject } from '../../test/programs';
import { createTestApp } from '../../test/test-app';

// A failure injected into the later write of each action must take the earlier writes with it.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let handles = 0;
async function publishedCandidate() {
  const candidate = await readyCandidate(app);
  const projectId = await addProject(app, candidate);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/candidates/portfolio/settings',
    headers: bearer(candidate.token),
    payload: {
      handle: `tx-${Date.now().toString(36)}-${(handles += 1)}`,
      headline: '',
      isPublished: true,
    },
  });
  expect(response.statusCode).toBe(200);
  return { candidate, projectId };
}

describe('portfolio transactions', () => {
  it('an application whose portfolio share fails is not kept', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const { candidate } = await publishedCandidate();
    const body = applyBody(candidate, [], { includePortfolio: true });
    const response = await whileWritesFail(app, 'application_portfolio_shares', 'INSERT', () =>
      apply(app, candidate, job._id, body),
    );
    expectInternalError(response);
    expect(await rows(app, sql`select id from applications where job_id = ${job._id}`)).toEqual([]);
    expect((await apply(app, candidate, job._id, body)).statusCode).toBe(201);
  });

  it('deleting the last project keeps it when taking the page down fails', async () => {
    const { candidate, projectId } = await publishedCandidate();
    const response = await whileWritesFail(app, 'portfolios', 'UPDATE', () =>
      app.inject({
        method: 'DELETE',
        url: `/api/candidates/portfolio/projects/${projectId}`,
        headers: bearer(candidate.token),
      }),
    );
    expectInternalError(response);
    const kept = await rows(app, sql`select id from portfolio_projects where id = ${projectId}`);
    expect(kept).toHaveLength(1);
  });
});
