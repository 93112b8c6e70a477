import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateApplicationResponseSchema, DECISION_REASON_LABELS } from '@shuruaat/contract';
import {
  PASSWORD,
  adminAccount,
  bearer,
  latestMail,
  registerAccount,
  type TestAccount,
} from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

// Issue 25: a listing closed by its employer or by Shuruaat left its applicants reading
// "Applied" for ever. Closing now answers everyone still waiting, in the closing transaction.

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, account: TestAccount, payload?: object) =>
  app.inject({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });

async function applicationOf(candidate: TestAccount, jobId: string) {
  const response = await call('GET', `/api/candidates/application/${jobId}`, candidate);
  const { application } = CandidateApplicationResponseSchema.parse(response.json());
  if (!application) throw new Error('no application');
  return application;
}

/** A listing with three applicants: one waiting, one in interview, one already hired. */
async function listingWithApplicants() {
  const employer = await readyEmployer(app);
  const job = await postJob(app, employer, internshipBody({ questions: [] }));
  // One after another: three sign-ups at once can trip the sign-up limit on a slow machine.
  const waiting = await readyCandidate(app);
  const interviewing = await readyCandidate(app);
  const hired = await readyCandidate(app);
  for (const candidate of [waiting, interviewing, hired])
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  const move = (candidate: TestAccount, newStatus: string) =>
    call(
      'PATCH',
      `/api/employers/job/${job._id}/applicant/${candidate.user._id}/status`,
      employer,
      {
        newStatus,
      },
    );
  expect((await move(interviewing, 'interview')).statusCode).toBe(200);
  expect((await move(hired, 'hired')).statusCode).toBe(200);
  return { employer, job, waiting, interviewing, hired };
}

async function bellOf(account: TestAccount): Promise<string> {
  return JSON.stringify((await call('GET', '/api/users/notifications/', account)).json());
}

describe('closing a listing answers the applicants still waiting', () => {
  it('its employer closing it: not selected with the reason, on the timeline, in the bell and by email', async () => {
    const { employer, job, waiting, interviewing, hired } = await listingWithApplicants();
    const closed = await call('PATCH', `/api/employers/employer-job/${job._id}/closed`, employer);
    expect(closed.statusCode).toBe(200);

    for (const candidate of [waiting, interviewing]) {
      const application = await applicationOf(candidate, job._id);
      expect(application.status).toBe('rejected');
      expect(application.decisionReason).toBe('listing_closed');
      expect(application.timeline.at(-1)?.status).toBe('rejected');
      expect(await bellOf(candidate)).toContain(DECISION_REASON_LABELS.listing_closed);
      const mail = await latestMail(app, candidate.email, 'application_status');
      expect(mail.subject).toContain('Listing closed');
      expect(mail.text).toContain(DECISION_REASON_LABELS.listing_closed);
    }
    // A decision already made stands.
    expect((await applicationOf(hired, job._id)).status).toBe('hired');
  });

  it('pausing answers no one: the listing may open again', async () => {
    const { employer, job, waiting } = await listingWithApplicants();
    await call('PATCH', `/api/employers/employer-job/${job._id}/paused`, employer);
    expect((await applicationOf(waiting, job._id)).status).toBe('applied');
  });

  it('its employer deleting it (closed and hidden, as it has applications) answers them too', async () => {
    const { employer, job, waiting } = await listingWithApplicants();
    expect(
      (await call('DELETE', `/api/employers/delete-job/${job._id}`, employer)).statusCode,
    ).toBe(200);
    const application = await applicationOf(waiting, job._id);
    expect(application).toMatchObject({ status: 'rejected', decisionReason: 'listing_closed' });
  });

  it('an admin closing it, or upholding a report, tells them Shuruaat closed it', async () => {
    const byStatus = await listingWithApplicants();
    const closed = await call('PATCH', `/api/admins/job-status/${byStatus.job._id}`, admin, {
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    expect(await applicationOf(byStatus.waiting, byStatus.job._id)).toMatchObject({
      status: 'rejected',
      decisionReason: 'listing_removed',
    });

    const reported = await listingWithApplicants();
    const reporter = await registerAccount(app, 'candidate');
    await call('POST', `/api/users/reports/${reported.job._id}`, reporter, {
      reason: 'asks_for_money',
      details: 'They asked for a registration fee.',
    });
    const upheld = await call('PUT', `/api/admins/reports/${reported.job._id}`, admin, {
      outcome: 'close',
      reason: 'Asking candidates for money breaks our rules.',
    });
    expect(upheld.statusCode).toBe(200);
    const application = await applicationOf(reported.interviewing, reported.job._id);
    expect(application).toMatchObject({ status: 'rejected', decisionReason: 'listing_removed' });
    expect(await bellOf(reported.interviewing)).toContain(DECISION_REASON_LABELS.listing_removed);
    // The admin's words are for the employer; the applicant reads the fixed reason only.
    expect(await bellOf(reported.interviewing)).not.toContain('Asking candidates for money');
  });

  it('an employer deleting their account leaves no applicant waiting', async () => {
    const { employer, job, waiting } = await listingWithApplicants();
    const deleted = await call('POST', '/api/users/me/delete', employer, {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await applicationOf(waiting, job._id)).toMatchObject({
      status: 'rejected',
      decisionReason: 'listing_closed',
    });
  });
});
