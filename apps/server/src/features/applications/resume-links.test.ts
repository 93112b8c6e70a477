import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RESUME_MESSAGES,
  ResumeViewsResponseSchema,
  SignedUrlResponseSchema,
  type ResumeRef,
} from '@shuruaat/contract';
import { signResumePath, type ResumeGrant } from '../../storage/signed-urls';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate, updateProfile, uploadResume } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { tinyPdf } from '../../test/uploads';

const SECRET = 'resume-links-test-secret';
const TEN_MINUTES = 10 * 60;

type Candidate = TestAccount & { resume: ResumeRef };

let app: FastifyInstance;
let employer: TestAccount;
let companyId: string;
let outsider: TestAccount;
let admin: TestAccount;
let jobId: string;
let applicant: Candidate;
beforeAll(async () => {
  app = await createTestApp({ urlSigningSecret: SECRET });
  employer = await readyEmployer(app);
  companyId = await companyIdOf(employer);
  outsider = await readyEmployer(app);
  admin = await adminAccount(app);
  jobId = (await postJob(app, employer, internshipBody({ questions: [] })))._id;
  applicant = await appliedCandidate();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const as = (account?: TestAccount) => (account ? bearer(account.token) : {});
const query = (ref: ResumeRef) => `public_id=${ref.publicId}&version=${ref.version}`;
const employerLink = (ref: ResumeRef, account?: TestAccount) =>
  app.inject({ url: `/api/employers/signed-resume-url?${query(ref)}`, headers: as(account) });
const ownerLink = (ref: ResumeRef, account?: TestAccount) =>
  app.inject({ url: `/api/candidates/signed-resume-url?${query(ref)}`, headers: as(account) });

/** The link's path and query, which is what the server routes on. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const download = (url: string) => app.inject({ url: local(url) });

async function urlFor(response: Awaited<ReturnType<typeof employerLink>>): Promise<string> {
  expect(response.statusCode).toBe(200);
  return SignedUrlResponseSchema.parse(response.json()).url;
}

async function companyIdOf(account: TestAccount): Promise<string> {
  const response = await app.inject({
    url: '/api/employers/get-employer-profile',
    headers: as(account),
  });
  return response.json().profile._id as string;
}

async function viewsOf(candidate: TestAccount) {
  const response = await app.inject({
    url: '/api/candidates/resume-views',
    headers: as(candidate),
  });
  return ResumeViewsResponseSchema.parse(response.json()).views;
}

async function appliedCandidate(profile = {}): Promise<Candidate> {
  const candidate = await readyCandidate(app, profile);
  expect((await apply(app, candidate, jobId)).statusCode).toBe(201);
  return candidate;
}

const setAccess = (employerId: string, payload: object, account?: TestAccount) =>
  app.inject({
    method: 'PUT',
    url: `/api/admins/employer/${employerId}/resume-access`,
    headers: as(account),
    payload,
  });

describe('GET /api/employers/signed-resume-url for an application', () => {
  it('gives the employer a candidate applied to a link that lasts ten minutes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const link = new URL(await urlFor(await employerLink(applicant.resume, employer)));
    expect(link.pathname).toBe(`/api/files/resumes/${applicant.resume.publicId}/1`);
    expect(link.searchParams.get('viewer')).toBe(employer.user._id);
    expect(link.searchParams.get('via')).toBe('application');
    const expires = Number(link.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(now + TEN_MINUTES);
    expect(expires).toBeLessThanOrEqual(now + TEN_MINUTES + 5);
  });

  it('opens the PDF in the browser, sandboxed, and shows the candidate who opened it', async () => {
    const candidate = await appliedCandidate();
    const response = await download(await urlFor(await employerLink(candidate.resume, employer)));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPdf())).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="resume\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Shown on our origin: whatever the file holds runs nowhere near the signed-in site.
    expect(response.headers['content-security-policy']).toMatch(/^sandbox(;|$)/);
    expect(response.headers['cache-control']).toContain('no-store');

    const views = await viewsOf(candidate);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      company: { _id: companyId, name: 'Kirana Cloud', logoUrl: null },
      version: 1,
      via: 'application',
    });
    expect(Number.isNaN(Date.parse(views[0]?.viewedAt ?? ''))).toBe(false);
  });

  it('downloads it as a private attachment with download=1, still behind the signature', async () => {
    const candidate = await appliedCandidate();
    const url = await urlFor(await employerLink(candidate.resume, employer));
    const response = await download(`${url}&download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="resume\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const unsigned = await download(`${url.replace(/sig=[^&]+/, 'sig=forged')}&download=1`);
    expect(unsigned.statusCode).toBe(403);
  });

  it('refuses (403) an employer the candidate did not apply to, or one without a company', async () => {
    expect((await employerLink(applicant.resume, outsider)).statusCode).toBe(403);
    const newcomer = await registerAccount(app, 'employer');
    expect((await employerLink(applicant.resume, newcomer)).statusCode).toBe(403);
  });

  it('refuses (403) once the candidate has withdrawn the application', async () => {
    const candidate = await appliedCandidate();
    expect((await employerLink(candidate.resume, employer)).statusCode).toBe(200);
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/application/${jobId}/${candidate.user._id}`,
      headers: as(candidate),
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await employerLink(candidate.resume, employer)).statusCode).toBe(403);
  });

  it('opens only the version sent with the application, not older or newer ones', async () => {
    const candidate = await readyCandidate(app);
    await uploadResume(app, candidate, tinyPdf('Version 2'));
    await apply(app, candidate, jobId);
    await uploadResume(app, candidate, tinyPdf('Version 3'));
    const version = (v: number) => ({ publicId: candidate.resume.publicId, version: v });
    expect((await employerLink(version(1), employer)).statusCode).toBe(403);
    expect((await employerLink(version(3), employer)).statusCode).toBe(403);
    const sent = await download(await urlFor(await employerLink(version(2), employer)));
    expect(sent.rawPayload.equals(tinyPdf('Version 2'))).toBe(true);
  });

  it('answers 404 for an unknown resume or version and 400 for a bad query', async () => {
    const unknown = { publicId: 'ab'.repeat(12), version: 1 };
    expect((await employerLink(unknown, employer)).statusCode).toBe(404);
    const missingVersion = { publicId: applicant.resume.publicId, version: 9 };
    expect((await employerLink(missingVersion, employer)).statusCode).toBe(404);
    const zero = { publicId: applicant.resume.publicId, version: 0 };
    expect((await employerLink(zero, employer)).statusCode).toBe(400);
  });

  it('answers 403 to a candidate, even for their own resume, and 401 signed out', async () => {
    expect((await employerLink(applicant.resume, applicant)).statusCode).toBe(403);
    expect((await employerLink(applicant.resume)).statusCode).toBe(401);
  });
});

describe('PUT /api/admins/employer/{employerId}/resume-access', () => {
  it('lets only an admin grant access, and only to an employer', async () => {
    const recruiter = await readyEmployer(app);
    const grant = { resumeAccess: true };
    expect((await setAccess(recruiter.user._id, grant, recruiter)).statusCode).toBe(403);
    expect((await setAccess(recruiter.user._id, grant, applicant)).statusCode).toBe(403);
    expect((await setAccess(recruiter.user._id, grant)).statusCode).toBe(401);
    const unknown = '7f1d7a0e-9d2b-4c55-8d5c-2d7d1f2a9b10';
    expect((await setAccess(unknown, grant, admin)).statusCode).toBe(404);
    expect((await setAccess(applicant.user._id, grant, admin)).statusCode).toBe(404);
    expect((await setAccess('not-an-id', grant, admin)).statusCode).toBe(404);
    expect((await setAccess(recruiter.user._id, { resumeAccess: 'yes' }, admin)).statusCode).toBe(
      400,
    );

    const response = await setAccess(recruiter.user._id, grant, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Resume access granted.',
      employerId: recruiter.user._id,
      resumeAccess: true,
    });
  });
});

describe('GET /api/employers/signed-resume-url from the resume database', () => {
  it('refuses (403) an employer without resume access', async () => {
    const seeker = await readyCandidate(app, { visibleToEmployers: true });
    const recruiter = await readyEmployer(app);
    expect((await employerLink(seeker.resume, recruiter)).statusCode).toBe(403);
  });

  it('with access, opens the current resume of an opted-in candidate and logs it as from the database', async () => {
    const seeker = await readyCandidate(app, { visibleToEmployers: true });
    const recruiter = await readyEmployer(app);
    await setAccess(recruiter.user._id, { resumeAccess: true }, admin);
    const link = await urlFor(await employerLink(seeker.resume, recruiter));
    expect(new URL(link).searchParams.get('via')).toBe('database');
    expect((await download(link)).statusCode).toBe(200);
    expect(await viewsOf(seeker)).toMatchObject([
      { company: { _id: await companyIdOf(recruiter) }, version: 1, via: 'database' },
    ]);

    await uploadResume(app, seeker, tinyPdf('Newer'));
    expect((await employerLink(seeker.resume, recruiter)).statusCode).toBe(403);
    const current = { publicId: seeker.resume.publicId, version: 2 };
    expect((await employerLink(current, recruiter)).statusCode).toBe(200);

    await setAccess(recruiter.user._id, { resumeAccess: false }, admin);
    expect((await employerLink(current, recruiter)).statusCode).toBe(403);
  });

  it('keeps a candidate who has not opted in closed, even to an employer with access', async () => {
    const hidden = await readyCandidate(app);
    const recruiter = await readyEmployer(app);
    await setAccess(recruiter.user._id, { resumeAccess: true }, admin);
    expect((await employerLink(hidden.resume, recruiter)).statusCode).toBe(403);
  });

  it('ends a database link the moment the candidate turns visibility off', async () => {
    const seeker = await readyCandidate(app, { visibleToEmployers: true });
    const recruiter = await readyEmployer(app);
    await setAccess(recruiter.user._id, { resumeAccess: true }, admin);
    const link = await urlFor(await employerLink(seeker.resume, recruiter));
    await updateProfile(app, seeker, { visibleToEmployers: false });

    const response = await download(link);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(RESUME_MESSAGES.linkInvalid);
    expect((await employerLink(seeker.resume, recruiter)).statusCode).toBe(403);
    expect(await viewsOf(seeker)).toEqual([]);
  });
});

describe('GET /api/files/resumes/{publicId}/{version}', () => {
  const mutations: [string, (url: URL) => void][] = [
    ['one character of the signature', (url) => flip(url, 'sig')],
    ['the viewer', (url) => url.searchParams.set('viewer', outsider.user._id)],
    ['the expiry', (url) => url.searchParams.set('expires', String(nextSecond(url)))],
    ['the purpose', (url) => url.searchParams.set('via', 'database')],
    ['the purpose to one that does not exist', (url) => url.searchParams.set('via', 'admin')],
    ['the version', (url) => (url.pathname = url.pathname.replace(/\/1$/, '/2'))],
    [
      'the file',
      (url) => (url.pathname = url.pathname.replace(/[0-9a-f]{24}/, () => 'cd'.repeat(12))),
    ],
    ['away the signature', (url) => url.searchParams.delete('sig')],
  ];
  const flip = (url: URL, key: string) => {
    const value = url.searchParams.get(key) ?? '';
    url.searchParams.set(key, `${value[0] === 'A' ? 'B' : 'A'}${value.slice(1)}`);
  };
  const nextSecond = (url: URL) => Number(url.searchParams.get('expires')) + 1;

  it.each(mutations)('refuses (403) a link with %s changed', async (_name, mutate) => {
    const url = new URL(await urlFor(await employerLink(applicant.resume, employer)));
    const before = (await viewsOf(applicant)).length;
    mutate(url);
    const response = await download(url.toString());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(RESUME_MESSAGES.linkInvalid);
    expect(await viewsOf(applicant)).toHaveLength(before);
  });

  it('refuses (403) a link whose time has passed, and one signed with another secret', async () => {
    const grant: ResumeGrant = {
      publicId: applicant.resume.publicId,
      version: 1,
      viewerId: employer.user._id,
      via: 'application',
      expires: Math.floor(Date.now() / 1000) + 60,
    };
    expect((await app.inject({ url: signResumePath(SECRET, grant) })).statusCode).toBe(200);
    const expired = { ...grant, expires: Math.floor(Date.now() / 1000) - 1 };
    expect((await app.inject({ url: signResumePath(SECRET, expired) })).statusCode).toBe(403);
    expect((await app.inject({ url: signResumePath('another', grant) })).statusCode).toBe(403);
  });

  it('refuses (403) a link signed with the secret but set to last longer than ten minutes', async () => {
    const tenYears = Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 60 * 60;
    const grant: ResumeGrant = {
      publicId: applicant.resume.publicId,
      version: 1,
      viewerId: employer.user._id,
      via: 'application',
      expires: tenYears,
    };
    const response = await app.inject({ url: signResumePath(SECRET, grant) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(RESUME_MESSAGES.linkInvalid);
  });

  it.each<[string, (url: URL) => void]>([
    ['the expiry with a leading zero', (url) => respell(url, 'expires', (v) => `0${v}`)],
    ['the expiry with a plus sign', (url) => respell(url, 'expires', (v) => `+${v}`)],
    ['the expiry as an exponent', (url) => respell(url, 'expires', (v) => `${Number(v) / 10}e1`)],
    [
      'the version with a leading zero',
      (url) => (url.pathname = url.pathname.replace(/\/1$/, '/01')),
    ],
    ['the version with a plus sign', (url) => (url.pathname = url.pathname.replace(/\/1$/, '/+1'))],
  ])('refuses (403) a link with %s, another spelling of the signed number', async (_name, edit) => {
    const url = new URL(await urlFor(await employerLink(applicant.resume, employer)));
    expect((await download(url.toString())).statusCode).toBe(200);
    edit(url);
    expect((await download(url.toString())).statusCode).toBe(403);
  });
  const respell = (url: URL, key: string, change: (value: string) => string) =>
    url.searchParams.set(key, change(url.searchParams.get(key) ?? ''));

  it('stops an issued link after ten minutes', async () => {
    const issuedAt = Date.now();
    const link = await urlFor(await employerLink(applicant.resume, employer));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issuedAt + (TEN_MINUTES - 10) * 1000);
    expect((await download(link)).statusCode).toBe(200);
    vi.setSystemTime(issuedAt + (TEN_MINUTES + 1) * 1000);
    expect((await download(link)).statusCode).toBe(403);
  });
});

describe('GET /api/candidates/signed-resume-url', () => {
  it('gives a candidate a link to their own resume, and opening it is not logged as a view', async () => {
    const candidate = await readyCandidate(app);
    const link = await urlFor(await ownerLink(candidate.resume, candidate));
    expect(new URL(link).searchParams.get('via')).toBe('owner');
    const response = await download(link);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPdf())).toBe(true);
    expect(await viewsOf(candidate)).toEqual([]);
  });

  it('answers 404 for another candidate’s resume', async () => {
    const candidate = await readyCandidate(app);
    expect((await ownerLink(applicant.resume, candidate)).statusCode).toBe(404);
  });

  it('gives an admin a link to anyone’s resume, not logged as a view', async () => {
    const candidate = await readyCandidate(app);
    const response = await download(await urlFor(await ownerLink(candidate.resume, admin)));
    expect(response.statusCode).toBe(200);
    expect(await viewsOf(candidate)).toEqual([]);
  });

  it('answers 403 to an employer and 401 signed out', async () => {
    expect((await ownerLink(applicant.resume, employer)).statusCode).toBe(403);
    expect((await ownerLink(applicant.resume)).statusCode).toBe(401);
  });
});
