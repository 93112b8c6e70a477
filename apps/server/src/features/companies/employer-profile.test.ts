import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmployerProfileSchema } from '@shuruaat/contract';
import { bearer, registerAccount } from '../../test/accounts';
import { COMPANY_PROFILE } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { malformedMultipart, multipart } from '../../test/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const getProfile = (headers = {}) =>
  app.inject({ url: '/api/employers/get-employer-profile', headers });
const putProfile = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/employers/update-employer-profile', headers, payload });

const png = (size = 600) =>
  sharp({ create: { width: size, height: size / 2, channels: 3, background: '#3949ab' } })
    .png()
    .toBuffer();

describe('GET /api/employers/get-employer-profile', () => {
  it('gives a new employer an empty profile that lists what posting needs', async () => {
    const employer = await registerAccount(app, 'employer');
    const response = await getProfile(bearer(employer.token));
    expect(response.statusCode).toBe(200);
    const profile = EmployerProfileSchema.parse(response.json().profile);
    expect(profile).toMatchObject({ companyName: '', logoUrl: null, isProfileUpdated: false });
    expect(profile.missingForPosting).toEqual(['companyName', 'about', 'industry', 'city']);
  });

  it('answers 401 signed out, and 403 to candidates and admins', async () => {
    const candidate = await registerAccount(app, 'candidate');
    expect((await getProfile()).statusCode).toBe(401);
    expect((await getProfile(bearer(candidate.token))).statusCode).toBe(403);
  });
});

describe('PUT /api/employers/update-employer-profile', () => {
  it('saves the fields, marks the profile complete and updates the user', async () => {
    const employer = await registerAccount(app, 'employer');
    const response = await putProfile(bearer(employer.token), {
      ...COMPANY_PROFILE,
      website: 'https://kiranacloud.example',
      companySize: '11-50',
      contactEmail: 'HR@KiranaCloud.example',
      contactPhone: '+91 98765 43210',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({
      companyName: 'Kirana Cloud',
      contactEmail: 'hr@kiranacloud.example',
      isProfileUpdated: true,
      missingForPosting: [],
    });
    const me = await app.inject({ url: '/api/users/me', headers: bearer(employer.token) });
    expect(me.json().user.isProfileUpdated).toBe(true);
  });

  it('keeps fields that are left out, and reports what is still missing', async () => {
    const employer = await registerAccount(app, 'employer');
    await putProfile(bearer(employer.token), { companyName: 'Chai Labs' });
    const response = await putProfile(bearer(employer.token), { city: 'Pune' });
    expect(response.json().profile).toMatchObject({ companyName: 'Chai Labs', city: 'Pune' });
    expect(response.json().profile.missingForPosting).toEqual(['about', 'industry']);
  });

  it('answers 400 per field for a bad website, email, phone or size', async () => {
    const employer = await registerAccount(app, 'employer');
    const response = await putProfile(bearer(employer.token), {
      website: 'kiranacloud',
      contactEmail: 'nope',
      contactPhone: '12',
      companySize: 'huge',
    });
    expect(response.statusCode).toBe(400);
    const paths = response
      .json()
      .details.map((d: { path: string }) => d.path)
      .sort();
    expect(paths).toEqual(['companySize', 'contactEmail', 'contactPhone', 'website']);
  });

  it('refuses read-only and unknown fields', async () => {
    const employer = await registerAccount(app, 'employer');
    for (const field of ['logoUrl', 'verified', 'ownerUserId']) {
      const response = await putProfile(bearer(employer.token), { [field]: 'x' });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 401 signed out and 403 to a candidate', async () => {
    const candidate = await registerAccount(app, 'candidate');
    expect((await putProfile({}, COMPANY_PROFILE)).statusCode).toBe(401);
    expect((await putProfile(bearer(candidate.token), COMPANY_PROFILE)).statusCode).toBe(403);
  });

  it('changes only the caller’s own company', async () => {
    const first = await registerAccount(app, 'employer');
    const second = await registerAccount(app, 'employer');
    await putProfile(bearer(first.token), { companyName: 'First Co' });
    await putProfile(bearer(second.token), { companyName: 'Second Co' });
    const response = await getProfile(bearer(first.token));
    expect(response.json().profile.companyName).toBe('First Co');
  });
});

describe('POST /api/employers/upload-logo', () => {
  const upload = (token: string | undefined, body: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url: '/api/employers/upload-logo',
      headers: { ...(token ? bearer(token) : {}), ...body.headers },
      payload: body.payload,
    });

  it('stores a 256 px WebP and serves it from logoUrl with a long cache', async () => {
    const employer = await registerAccount(app, 'employer');
    const response = await upload(
      employer.token,
      multipart('logo', 'logo.png', 'image/png', await png()),
    );
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json().profile;
    expect(logoUrl).toMatch(/^\/api\/files\/logos\/[a-f0-9-]+-[a-f0-9]{16}\.webp$/);
    const image = await app.inject({ url: logoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('answers 415 for a file that is not an image, whatever its name says', async () => {
    const employer = await registerAccount(app, 'employer');
    const fake = multipart('logo', 'logo.png', 'image/png', Buffer.from('%PDF-1.7 not an image'));
    const response = await upload(employer.token, fake);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Upload the logo as a PNG, JPEG or WebP image.');
  });

  it('answers 415 for an image type it does not accept', async () => {
    const employer = await registerAccount(app, 'employer');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await upload(employer.token, multipart('logo', 'logo.gif', 'image/gif', gif));
    expect(response.statusCode).toBe(415);
  });

  it('answers 413 for a logo over 1 MB', async () => {
    const employer = await registerAccount(app, 'employer');
    const big = Buffer.concat([await png(), Buffer.alloc(1_100_000)]);
    const response = await upload(employer.token, multipart('logo', 'logo.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The logo must be 1 MB or smaller.');
  });

  it('answers 415 when the body is not multipart, and 400 when the field is wrong', async () => {
    const employer = await registerAccount(app, 'employer');
    const json = await app.inject({
      method: 'POST',
      url: '/api/employers/upload-logo',
      headers: bearer(employer.token),
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(
      employer.token,
      multipart('image', 'a.png', 'image/png', await png()),
    );
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers 401 signed out and 403 to a candidate', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const body = multipart('logo', 'logo.png', 'image/png', await png());
    expect((await upload(undefined, body)).statusCode).toBe(401);
    expect((await upload(candidate.token, body)).statusCode).toBe(403);
  });
});

describe('malformed logo uploads answer 4xx with a message, never 500', () => {
  const cases = Object.entries(malformedMultipart('logo', Buffer.from('not really a png')));
  const expected: Record<string, string> = {
    'no boundary': 'The upload could not be read',
    'a body cut off inside the file': 'The upload could not be read',
    'a body that is not multipart at all': '',
    'two files': 'Send one file only, in the field "logo".',
    'a file in another field': 'Choose a logo image to upload.',
    'only a text field': 'Choose a logo image to upload.',
    'an empty file': 'The logo file is empty. Choose a PNG, JPEG or WebP image.',
  };

  it.each(cases)('%s', async (name, body) => {
    const employer = await registerAccount(app, 'employer');
    const response = await app.inject({
      method: 'POST',
      url: '/api/employers/upload-logo',
      headers: { ...body.headers, ...bearer(employer.token) },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    expect(response.json().message).toContain(expected[name]);
    expect((await getProfile(bearer(employer.token))).json().profile.logoUrl).toBeNull();
  });
});
