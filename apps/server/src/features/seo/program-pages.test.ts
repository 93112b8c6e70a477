import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_PAGE_DESCRIPTIONS, PROGRAM_PAGES } from '@shuruaat/contract';
import { bearer, registerAccount } from '../../test/accounts';
import { addProject } from '../../test/programs';
import { createTestApp } from '../../test/test-app';

const ORIGIN = 'https://shuruaat.example';
let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-programs-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shuruaat</title>\n<meta\n  name="description"\n  content="default"\n/>\n</head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webDistDir: dist, publicUrl: ORIGIN });
});
afterAll(() => app.close());

const meta = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];

const PUBLIC = PROGRAM_PAGES.filter((page) => page.inSitemap);

describe('program and tool pages written by the server', () => {
  it.each(PUBLIC.map((page) => page.path))(
    'gives %s its title, description, canonical link and Open Graph tags',
    async (path) => {
      const response = await app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}${path}" />`);
      expect(meta(response.body, 'description')).toBe(PROGRAM_PAGE_DESCRIPTIONS[path]);
      expect(meta(response.body, 'og:title')).toBeTruthy();
      expect(response.body).not.toContain('content="default"');
    },
  );

  it('lists the public program pages in the sitemap, and no admin screen', async () => {
    const xml = (await app.inject({ url: '/sitemaps/pages.xml' })).body;
    for (const page of PUBLIC) expect(xml).toContain(`<loc>${ORIGIN}${page.path}</loc>`);
    expect(xml).not.toContain('/admin/');
    expect(xml).not.toContain('/portfolio/');
  });

  it('writes a published portfolio’s head and answers 404 for a hidden or unknown one', async () => {
    const candidate = await registerAccount(app);
    await addProject(app, candidate);
    const handle = `seo-${Date.now().toString(36)}`;
    const settings = (isPublished: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/candidates/portfolio/settings',
        headers: bearer(candidate.token),
        payload: { handle, headline: 'Frontend developer from Indore', isPublished },
      });
    await settings(true);
    const shown = await app.inject({ url: `/portfolio/${handle}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<title>Test Person’s project portfolio | Shuruaat</title>');
    expect(meta(shown.body, 'description')).toContain('Frontend developer from Indore');
    await settings(false);
    expect((await app.inject({ url: `/portfolio/${handle}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/portfolio/no-such-person' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/portfolio/a' })).statusCode).toBe(404);
  });
});
