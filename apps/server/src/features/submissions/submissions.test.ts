import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProgramApplicationResponseSchema,
  ProgramApplicationsResponseSchema,
  SubmissionsResponseSchema,
  type ContactBody,
  type EnquiryBody,
  type ProgramApplicationBody,
} from '@shuruaat/contract';
import {
  adminAccount,
  bearer,
  registerAccount,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { readyCandidate } from '../../test/candidates';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
let candidate: TestAccount & { resume: { publicId: string; version: number } };
let otherCandidate: TestAccount;
let employer: TestAccount;
beforeAll(async () => {
  app = await createTestApp({
    rateLimits: {
      loginPerIp: { max: 1000, windowMs: 60_000 },
      loginPerAccount: { max: 1000, windowMs: 60_000 },
      loginPerAccountUnknownClients: { max: 1000, windowMs: 60_000 },
      registerPerIp: { max: 1000, windowMs: 60_000 },
      submissionsPerIp: { max: 3, windowMs: 60_000 },
      postingsPerAccount: { max: 1000, windowMs: 60_000 },
    },
  });
  admin = await adminAccount(app);
  candidate = await readyCandidate(app);
  otherCandidate = await registerAccount(app, 'candidate');
  employer = await registerAccount(app, 'employer');
});
afterAll(() => app.close());

// Each test sends from its own address, so the per-address limit is met only where tested.
let address = 0;
const nextAddress = () => `10.0.0.${(address += 1)}`;
const as = (account?: TestAccount) => (account ? bearer(account.token) : {});

const contact = (overrides: Partial<ContactBody> = {}): ContactBody => ({
  name: 'Riya Sharma',
  email: uniqueEmail('riya'),
  mobile: '+91 98765 43210',
  topic: 'student',
  message: 'I could not find the stipend on one listing. Could you check it please?',
  ...overrides,
});
const enquiry = (overrides: Partial<EnquiryBody> = {}): EnquiryBody => ({
  service: 'corporate-training',
  name: 'Arjun Mehta',
  email: uniqueEmail('arjun'),
  organisation: 'Kirana Cloud Pvt Ltd',
  teamSize: '11-50',
  message: 'We onboard twenty freshers in July and want the onboarding track for them.',
  ...overrides,
});
const application = (overrides: Partial<ProgramApplicationBody> = {}): ProgramApplicationBody => ({
  program: 'standard',
  track: 'web-development',
  college: 'Government Engineering College, Nagpur',
  graduationYear: 2027,
  skills: ['React', 'SQL'],
  whyYou: 'I have built two small React projects and want reviews from a real mentor on my code.',
  attachResume: true,
  ...overrides,
});

const post = (url: string, payload: object, account?: TestAccount, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url, payload, headers: as(account), remoteAddress });
const inbox = (query = '', account: TestAccount | null = admin) =>
  app.inject({ url: `/api/admins/submissions${query}`, headers: as(account ?? undefined) });

async function inboxItems(query: string) {
  const response = await inbox(query);
  expect(response.statusCode).toBe(200);
  return SubmissionsResponseSchema.parse(response.json());
}

describe('the contact form', () => {
  it('stores a message, from anyone, with the mobile number kept as ten digits', async () => {
    const body = contact();
    const response = await post('/api/submissions/contact', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('within 2 working days');
    const { submissions } = await inboxItems('?kind=contact');
    const stored = submissions.find((s) => s.email === body.email);
    expect(stored).toMatchObject({ kind: 'contact', mobile: '9876543210', handled: false });
    expect(stored?.details).toContainEqual({ label: 'Topic', value: 'I am a student or fresher' });
  });

  it('answers bad input with 400 and a message for each field', async () => {
    const response = await post('/api/submissions/contact', {
      ...contact(),
      email: 'not-an-email',
      mobile: '12345',
      topic: 'gossip',
      message: 'hi',
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'mobile', 'topic', 'message']));
  });

  it('refuses fields it does not know', async () => {
    const response = await post('/api/submissions/contact', { ...contact(), handled: true });
    expect(response.statusCode).toBe(400);
  });

  it('thanks a bot that filled the hidden field, and stores nothing', async () => {
    const body = contact({ website: 'https://cheap-seo.example' });
    const response = await post('/api/submissions/contact', body);
    expect(response.statusCode).toBe(201);
    const { submissions } = await inboxItems('?kind=contact&limit=50');
    expect(submissions.some((s) => s.email === body.email)).toBe(false);
  });

  it('answers 429 once one address has sent its share', async () => {
    const from = nextAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/submissions/contact', contact(), undefined, from)).statusCode).toBe(
        201,
      );
    }
    const limited = await post('/api/submissions/contact', contact(), undefined, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('enquiries', () => {
  it('files corporate training and services enquiries under their own kinds', async () => {
    const corporate = enquiry();
    const web = enquiry({ service: 'web', teamSize: undefined });
    expect((await post('/api/submissions/enquiry', corporate)).statusCode).toBe(201);
    expect((await post('/api/submissions/enquiry', web, employer)).statusCode).toBe(201);
    const training = await inboxItems('?kind=corporate-enquiry');
    expect(training.submissions[0]).toMatchObject({ email: corporate.email, userId: null });
    const services = await inboxItems('?kind=services-enquiry');
    expect(services.submissions[0]).toMatchObject({ email: web.email, userId: employer.user._id });
    expect(services.submissions[0]?.details).toContainEqual({
      label: 'Service',
      value: 'Web development',
    });
  });

  it('answers an unknown service or a missing organisation with 400', async () => {
    const response = await post('/api/submissions/enquiry', {
      ...enquiry(),
      service: 'seo',
      organisation: '',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('program applications', () => {
  const apply = (payload: object, account?: TestAccount) =>
    post('/api/candidates/program-applications', payload, account);
  const mine = (account?: TestAccount) =>
    app.inject({ url: '/api/candidates/program-applications', headers: as(account) });

  it('stores the application with the candidate’s current resume and shows it to them', async () => {
    const response = await apply(application(), candidate);
    expect(response.statusCode).toBe(201);
    const sent = ProgramApplicationResponseSchema.parse(response.json());
    expect(sent.application.resume).toEqual(candidate.resume);
    const list = ProgramApplicationsResponseSchema.parse((await mine(candidate)).json());
    expect(list.applications.map((a) => a.program)).toEqual(['standard']);
    const { submissions } = await inboxItems('?kind=program-application');
    expect(submissions[0]).toMatchObject({
      userId: candidate.user._id,
      email: candidate.email,
      resume: candidate.resume,
    });
  });

  it('answers a second application to the same program with 409', async () => {
    const again = await apply(application({ track: 'data-analytics' }), candidate);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already applied');
    expect((await apply(application({ program: 'premium' }), candidate)).statusCode).toBe(201);
  });

  it('asks for a resume before attaching one, and applies without one when told', async () => {
    const noResume = await apply(application(), otherCandidate);
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json().details).toEqual([
      { path: 'attachResume', message: expect.stringContaining('Upload a resume') },
    ]);
    const without = await apply(application({ attachResume: false }), otherCandidate);
    expect(without.statusCode).toBe(201);
    expect(without.json().application.resume).toBeNull();
  });

  it('validates the form: skills, year and why-you', async () => {
    const response = await apply(
      application({ skills: [], graduationYear: 1900, whyYou: 'Because.' }),
      candidate,
    );
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['skills', 'graduationYear', 'whyYou']));
  });

  it('is for candidates: 401 signed out, 403 for an employer or admin', async () => {
    expect((await apply(application())).statusCode).toBe(401);
    expect((await apply(application(), employer)).statusCode).toBe(403);
    expect((await apply(application(), admin)).statusCode).toBe(403);
    expect((await mine()).statusCode).toBe(401);
    expect((await mine(employer)).statusCode).toBe(403);
  });

  it('shows each candidate only their own applications', async () => {
    const fresh = await registerAccount(app, 'candidate');
    const list = ProgramApplicationsResponseSchema.parse((await mine(fresh)).json());
    expect(list.applications).toEqual([]);
  });
});

describe('the admin inbox', () => {
  it('is for admins: 401 signed out, 403 for candidates and employers', async () => {
    expect((await inbox('', null)).statusCode).toBe(401);
    expect((await inbox('', candidate)).statusCode).toBe(403);
    expect((await inbox('', employer)).statusCode).toBe(403);
    const id = (await inboxItems('')).submissions[0]?._id ?? '';
    const read = (account: TestAccount) =>
      app.inject({ url: `/api/admins/submissions/${id}`, headers: as(account) });
    expect((await read(candidate)).statusCode).toBe(403);
    const mark = await app.inject({
      method: 'PATCH',
      url: `/api/admins/submissions/${id}`,
      headers: as(employer),
      payload: { handled: true },
    });
    expect(mark.statusCode).toBe(403);
  });

  it('pages newest first with a cursor, without repeats', async () => {
    const first = await inboxItems('?limit=2');
    expect(first.submissions).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await inboxItems(`?limit=2&cursor=${first.nextCursor}`);
    const ids = [...first.submissions, ...second.submissions].map((s) => s._id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.submissions, ...second.submissions].map((s) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reads one, marks it handled and back, and filters by handled', async () => {
    const [item] = (await inboxItems('?kind=contact')).submissions;
    const id = item?._id ?? '';
    const read = await app.inject({ url: `/api/admins/submissions/${id}`, headers: as(admin) });
    expect(read.json().submission._id).toBe(id);
    const mark = (handled: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admins/submissions/${id}`,
        headers: as(admin),
        payload: { handled },
      });
    const handled = await mark(true);
    expect(handled.json()).toMatchObject({
      message: 'Marked as handled',
      submission: { handled: true },
    });
    expect((await inboxItems('?handled=true')).submissions.map((s) => s._id)).toContain(id);
    expect(
      (await inboxItems('?handled=false&limit=50')).submissions.map((s) => s._id),
    ).not.toContain(id);
    expect((await mark(false)).json().submission.handled).toBe(false);
  });

  it('gives each row its topic and a one-line preview of the message', async () => {
    const long = `Hello team,\n\nWe are a college placement cell. ${'We would like to know more. '.repeat(10)}`;
    const sent = [
      await post('/api/submissions/contact', contact({ topic: 'press', message: long })),
      await post('/api/submissions/enquiry', enquiry({ service: 'design' })),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = (await inboxItems('?limit=2')).submissions;
    const design = rows.find((row) => row.kind === 'services-enquiry');
    const press = rows.find((row) => row.kind === 'contact');
    expect(design).toMatchObject({ topic: 'UI/UX design', preview: enquiry().message });
    expect(press?.topic).toBe('Press and partnerships');
    expect(press?.preview).toMatch(/^Hello team, We are a college placement cell\. We would .*…$/);
    expect(press?.preview.length).toBeLessThanOrEqual(140);
    expect(press?.message).toBe(long.trim());
  });

  it('answers 404 for an unknown id and 400 for a bad filter or cursor', async () => {
    const missing = await app.inject({
      url: '/api/admins/submissions/00000000-0000-4000-8000-000000000000',
      headers: as(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/admins/submissions/nope', headers: as(admin) })).statusCode,
    ).toBe(404);
    expect((await inbox('?kind=spam')).statusCode).toBe(400);
    expect((await inbox('?cursor=garbage')).statusCode).toBe(400);
  });
});
