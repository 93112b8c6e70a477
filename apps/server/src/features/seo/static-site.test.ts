import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Shuruaat</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // An .ico file starts with these four bytes (reserved 0, type 1 = icon).
  writeFileSync(join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  app = await createTestApp({ webDistDir: dist });
});
afterAll(() => app.close());

describe('serving the built web app', () => {
  it.each([
    ['/', 'Shuruaat — Internships and jobs for students and freshers in India'],
    ['/login', 'Log in | Shuruaat'],
    ['/user/dashboard/applications', 'My applications | Shuruaat'],
    ['/employer/dashboard/jobs/42/applicants', 'Applicants | Shuruaat'],
  ])('answers the page %s with the app shell and its own title', async (url, title) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each(['/no/such/page', '/user/dashboard/settings', '/jobs/a/b'])(
    'answers %s, which is no page, with 404 and the not-found title (no soft 404)',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<title>Page not found | Shuruaat</title>');
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed file to a browser that accepts brotli', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli bytes');
  });

  it('answers a hashed asset the build does not have with 404, not with a page', async () => {
    const response = await app.inject({ url: '/assets/index-gone999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toContain('immutable');
  });

  it('refuses a path that climbs out of the assets folder', async () => {
    const response = await app.inject({ url: '/assets/..%2findex.html' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('<title>Shuruaat</title>');
  });

  it('serves other files without a long cache', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers /favicon.ico, which browsers ask for unprompted, with the icon', async () => {
    const response = await app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not answer writes to page paths with the app', async () => {
    const response = await app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});
