import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_MESSAGES,
  ResumeVersionsResponseSchema,
  UploadResumeResponseSchema,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount } from '../../test/accounts';
import { uploadResume } from '../../test/candidates';
import { createTestApp, filesStoredBy } from '../../test/test-app';
import { malformedMultipart, multipart, tinyPdf } from '../../test/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const listVersions = (token: string) =>
  app.inject({ url: '/api/candidates/resumes', headers: bearer(token) });

/** Every stored resume file, whoever it belongs to. */
async function storedResumeFiles(): Promise<string[]> {
  return (await filesStoredBy(app))
    .map((file) => file.key)
    .filter((key) => key.startsWith('resumes/') && key.endsWith('.pdf'));
}

describe('POST /api/candidates/upload-resume', () => {
  it('stores each upload as a new version; the latest is the current resume', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const first = await uploadResume(app, candidate, tinyPdf('First'), 'Ananya CV.pdf');
    expect(first.statusCode).toBe(200);
    const body = UploadResumeResponseSchema.parse(first.json());
    expect(body.message).toBe(RESUME_MESSAGES.uploaded);
    expect(body.resume.version).toBe(1);
    expect(body.resume.publicId).toMatch(/^[a-f0-9]{24}$/);

    const second = UploadResumeResponseSchema.parse(
      (await uploadResume(app, candidate, tinyPdf('Second'))).json(),
    );
    expect(second.resume).toEqual({ publicId: body.resume.publicId, version: 2 });

    const { versions } = ResumeVersionsResponseSchema.parse(
      (await listVersions(candidate.token)).json(),
    );
    expect(versions.map((v) => [v.version, v.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[1]?.fileName).toBe('Ananya CV.pdf');
    const profile = await app.inject({
      url: '/api/candidates/get-candidate-profile',
      headers: bearer(candidate.token),
    });
    expect(profile.json().profile.resume).toEqual(second.resume);
  });

  it('gives each candidate their own unguessable series', async () => {
    const a = await registerAccount(app, 'candidate');
    const b = await registerAccount(app, 'candidate');
    const ra = (await uploadResume(app, a)).json().resume;
    const rb = (await uploadResume(app, b)).json().resume;
    expect(ra.publicId).not.toBe(rb.publicId);
    expect(ra.publicId).not.toContain(a.user._id.slice(0, 8));
  });

  it('numbers two simultaneous uploads 1 and 2 in one series', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const responses = await Promise.all([
      uploadResume(app, candidate, tinyPdf('A')),
      uploadResume(app, candidate, tinyPdf('B')),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const resumes = responses.map((r) => r.json().resume);
    expect(resumes[0].publicId).toBe(resumes[1].publicId);
    expect(resumes.map((r) => r.version).sort()).toEqual([1, 2]);
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const pdf = tinyPdf();
    const padding = Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20);
    const exact = Buffer.concat([pdf.subarray(0, 9), padding, pdf.subarray(9)]);
    expect(exact.length).toBe(5 * 1024 * 1024);
    expect((await uploadResume(app, candidate, exact)).statusCode).toBe(200);
  });
});

describe('hostile uploads are refused and nothing is stored', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

  it.each([
    ['a PNG renamed to .pdf', async () => [await png(), 'resume.pdf'] as const, 415],
    [
      'a text file with a .pdf name',
      async () => [Buffer.from('Name: Ananya\nSkills: React\n'), 'resume.pdf'] as const,
      415,
    ],
    [
      'a PDF header with no end (a truncated or disguised file)',
      async () => [Buffer.from('%PDF-1.4\n<script>alert(1)</script>'), 'resume.pdf'] as const,
      415,
    ],
    [
      'a 6 MB PDF',
      async () => {
        const pdf = tinyPdf();
        const big = Buffer.concat([
          pdf.subarray(0, 9),
          Buffer.alloc(6 * 1024 * 1024, 0x20),
          pdf.subarray(9),
        ]);
        return [big, 'resume.pdf'] as const;
      },
      413,
    ],
    [
      'a PDF with a path in its name',
      async () => [tinyPdf(), '../../etc/passwd.pdf'] as const,
      400,
    ],
    [
      'a PDF with a Windows path in its name',
      async () => [tinyPdf(), 'C:\\Users\\me\\cv.pdf'] as const,
      400,
    ],
  ])('refuses %s', async (_name, make, status) => {
    const before = await storedResumeFiles();
    const candidate = await registerAccount(app, 'candidate');
    const [data, fileName] = await make();
    const response = await uploadResume(app, candidate, data, fileName);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    const { versions } = (await listVersions(candidate.token)).json();
    expect(versions).toEqual([]);
    expect(await storedResumeFiles()).toEqual(before);
  });

  it('answers 415 for a body that is not multipart and 400 for the wrong field', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const json = await app.inject({
      method: 'POST',
      url: '/api/candidates/upload-resume',
      headers: bearer(candidate.token),
      payload: { resume: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = multipart('cv', 'cv.pdf', 'application/pdf', tinyPdf());
    const response = await app.inject({
      method: 'POST',
      url: '/api/candidates/upload-resume',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...bearer(candidate.token) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('malformed multipart bodies answer 400 with a message, never 500', () => {
  const cases = Object.entries(malformedMultipart('resume', tinyPdf()));
  const expected: Record<string, string> = {
    'no boundary': 'The upload could not be read',
    'a body cut off inside the file': 'The upload could not be read',
    'a body that is not multipart at all': '',
    'two files': 'Send one file only, in the field "resume".',
    'a file in another field': RESUME_MESSAGES.missing,
    'only a text field': RESUME_MESSAGES.missing,
    'an empty file': RESUME_MESSAGES.empty,
  };

  it.each(cases)('%s', async (name, body) => {
    const candidate = await registerAccount(app, 'candidate');
    const response = await app.inject({
      method: 'POST',
      url: '/api/candidates/upload-resume',
      headers: { ...body.headers, ...bearer(candidate.token) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    expect(response.json().message).toContain(expected[name]);
    expect((await listVersions(candidate.token)).json().versions).toEqual([]);
  });
});

describe('upload limits', () => {
  it('allows 30 uploads an hour per candidate, without slowing other candidates', async () => {
    const busy = await registerAccount(app, 'candidate');
    for (let i = 0; i < 30; i += 1) {
      expect((await uploadResume(app, busy)).statusCode).toBe(200);
    }
    const over = await uploadResume(app, busy);
    expect(over.statusCode).toBe(429);
    const other = await registerAccount(app, 'candidate');
    expect((await uploadResume(app, other)).statusCode).toBe(200);
  });
});

describe('who may upload', () => {
  it('refuses anonymous callers (401), employers and admins (403)', async () => {
    const body = multipart('resume', 'cv.pdf', 'application/pdf', tinyPdf());
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/candidates/upload-resume',
      ...body,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const account of [await registerAccount(app, 'employer'), await adminAccount(app)]) {
      expect((await uploadResume(app, account)).statusCode).toBe(403);
    }
  });

  it('shows who viewed a resume only to candidates', async () => {
    expect((await app.inject({ url: '/api/candidates/resume-views' })).statusCode).toBe(401);
    const employer = await registerAccount(app, 'employer');
    const views = await app.inject({
      url: '/api/candidates/resume-views',
      headers: bearer(employer.token),
    });
    expect(views.statusCode).toBe(403);
    const candidate = await registerAccount(app, 'candidate');
    const own = await app.inject({
      url: '/api/candidates/resume-views',
      headers: bearer(candidate.token),
    });
    expect(own.json()).toEqual({ views: [], nextCursor: null });
  });

  it('lists versions only for candidates', async () => {
    expect((await app.inject({ url: '/api/candidates/resumes' })).statusCode).toBe(401);
    const employer = await registerAccount(app, 'employer');
    expect((await listVersions(employer.token)).statusCode).toBe(403);
  });
});
