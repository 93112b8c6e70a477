import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, SESSION_COOKIE } from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount } from '../../test/accounts';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { addProject } from '../../test/programs';
import { createTestApp } from '../../test/test-app';

// The web app's server entry from source (vitest compiles it), as the build would load it.
const WEB_SSR_ENTRY = fileURLToPath(
  new URL('../../../../web/src/entry-server.tsx', import.meta.url),
);
const TITLE = 'Frontend Developer Intern';

let app: FastifyInstance;
let slug: string;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-ssr-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shuruaat</title><style>body{}</style></head><body><div id="root"></div></body></html>',
  );
  // The build names the font by its hash; the server finds it in the build's assets.
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'noto-sans-devanagari-wght-400-800-Ab12_x.woff2'), 'wOF2');
  app = await createTestApp({ webDistDir: dist, webSsrEntry: WEB_SSR_ENTRY });
  const employer = await readyEmployer(app);
  ({ slug } = await postJob(app, employer, internshipBody({ title: TITLE, skills: ['react'] })));
});
afterAll(() => app.close());

const stateOf = (html: string): unknown => {
  const block = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(html);
  return block?.[1] ? JSON.parse(block[1]) : undefined;
};

describe('pages arrive rendered, with the state the browser hydrates from', () => {
  it.each([
    ['the home page, with its latest listings', '/'],
    ['a search, with its results', '/jobs?q=frontend'],
    ['a job page, with the job', () => `/jobs/${slug}`],
  ])('%s', async (_name, path) => {
    const response = await app.inject({ url: typeof path === 'string' ? path : path() });
    expect(response.statusCode).toBe(200);
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(
      response.body,
    );
    expect(root?.[1]).toContain(TITLE);
    const page = stateOf(response.body);
    expect(page).toMatchObject({ state: { auth: { user: null } } });
    expect(JSON.stringify(page)).toContain(TITLE);
  });

  it("ships a job page's loader data for hydration, and its similar jobs rendered", async () => {
    const employer = await readyEmployer(app);
    await postJob(app, employer, internshipBody({ title: 'Backend Developer Intern' }));
    const response = await app.inject({ url: `/jobs/${slug}` });
    const page = stateOf(response.body) as { loaderData: Record<string, unknown> };
    const loaded = Object.values(page.loaderData);
    expect(loaded).toContainEqual(
      expect.objectContaining({
        detail: expect.objectContaining({ ok: true }),
        similar: [expect.objectContaining({ title: 'Backend Developer Intern' })],
      }),
    );
    expect(response.body).toContain('Similar opportunities');
  });

  it('reads a job once: the head’s answer is the page’s own, exactly as the API gives it', async () => {
    const fromApi = (await app.inject({ url: `/api/jobs/${slug}` })).json();
    // The render's API calls are app.inject()s on this instance (page-render.ts).
    const inject = vi.spyOn(app, 'inject');
    const response = await app.inject({ url: `/jobs/${slug}` });
    // inject's overloads leave vitest no single argument list to type the calls with.
    const asked = (inject.mock.calls as unknown[][]).map(([options]) =>
      typeof options === 'string' ? options : String((options as { url?: string }).url ?? ''),
    );
    inject.mockRestore();
    const page = stateOf(response.body) as { loaderData: Record<string, { detail?: unknown }> };
    const detail = Object.values(page.loaderData).find((data) => data.detail)?.detail;
    expect(detail).toEqual({ ok: true, data: fromApi });
    // The similar jobs are a search (/api/jobs?…); the job itself is not asked for again.
    expect(asked).toContain(`/jobs/${slug}`);
    expect(asked.filter((url) => url.startsWith(`/api/jobs/${slug}`))).toEqual([]);
  });

  it.each([
    ['the home page', '/', 'Latest internships'],
    ['the internships landing', '/internships', 'Latest internships'],
    ['the internships explorer', '/explore-internships', 'Web development'],
    ['the employer landing', '/employerpage', 'Open on Shuruaat right now'],
    ['a search', '/jobs?q=frontend', TITLE],
  ])(
    'renders %s from its loader alone, asking nothing while it renders',
    async (_name, url, text) => {
      const response = await app.inject({ url });
      expect(response.body).toContain(text);
      const page = stateOf(response.body) as { loaderData: object; state: object };
      // Nothing went into the store while it rendered: the data is the loaders'.
      expect(Object.keys(page.state)).toEqual(['auth']);
      expect(JSON.stringify(page.loaderData)).toContain('"ok":true');
    },
  );

  it('says a missing job is not found, from the loader, without failing the render', async () => {
    const response = await app.inject({ url: '/jobs/no-such-job-0000' });
    expect(response.body).toContain('Opportunity not found');
    const page = stateOf(response.body) as { loaderData: Record<string, unknown> };
    expect(Object.values(page.loaderData)).toContainEqual(
      expect.objectContaining({
        detail: expect.objectContaining({
          ok: false,
          failure: expect.objectContaining({ status: 404 }),
        }),
      }),
    );
  });

  it('renders the blog list and a post from their loaders, and a missing post as not found', async () => {
    const admin = await adminAccount(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/admins/create-blog',
      headers: bearer(admin.token),
      payload: {
        title: 'Reading a stipend offer line by line',
        author: 'Shuruaat Careers Desk',
        metaDescription: 'What to check in an offer letter before you accept the internship.',
        body: `## Check the unit\n\n${'Convert every offer to a monthly figure. '.repeat(8)}`,
        topic: 'internships',
      },
    });
    expect(created.statusCode).toBe(201);
    const { slug: blogSlug } = (created.json() as { blog: { slug: string } }).blog;
    for (const url of ['/blogs', `/blogs/${blogSlug}`]) {
      const response = await app.inject({ url });
      expect(response.body).toContain('Reading a stipend offer line by line');
      const page = stateOf(response.body) as { loaderData: object; state: object };
      // Nothing went into the store while it rendered: the data is the loaders'.
      expect(Object.keys(page.state)).toEqual(['auth']);
      expect(JSON.stringify(page.loaderData)).toContain('"ok":true');
    }
    expect((await app.inject({ url: '/blogs/no-such-post' })).body).toContain('Blog not found');
  });

  it('renders a published portfolio and the success stories from their loaders', async () => {
    const candidate = await registerAccount(app);
    await addProject(app, candidate);
    const handle = `ssr-${Date.now().toString(36)}`;
    await app.inject({
      method: 'PUT',
      url: '/api/candidates/portfolio/settings',
      headers: bearer(candidate.token),
      payload: { handle, headline: 'Frontend developer from Indore', isPublished: true },
    });
    for (const [url, text] of [
      [`/portfolio/${handle}`, 'Frontend developer from Indore'],
      ['/success-stories', 'No stories are published yet'],
    ] as const) {
      const response = await app.inject({ url });
      expect(response.body).toContain(text);
      const page = stateOf(response.body) as { loaderData: object; state: object };
      // Nothing went into the store while it rendered: the data is the loaders'.
      expect(Object.keys(page.state)).toEqual(['auth']);
      expect(JSON.stringify(page.loaderData)).toContain('"ok":true');
    }
  });

  it('says an unknown typing certificate is not found, from its loader', async () => {
    const response = await app.inject({
      url: '/tools/typing-test/certificate/no-such-certificate',
    });
    expect(response.body).toContain('Certificate not found');
    const page = stateOf(response.body) as { loaderData: object };
    expect(JSON.stringify(page.loaderData)).toContain('"status":404');
  });

  it('renders a page behind sign-in as the visitor sees it, without failing', async () => {
    const response = await app.inject({ url: '/user/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="page-state"');
  });

  it('renders the privacy page with its sessions and exports, naming the visitor’s browser', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const browser = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile';
    const response = await app.inject({
      url: '/user/dashboard/privacy',
      headers: { cookie: `${SESSION_COOKIE}=${candidate.token}`, 'user-agent': browser },
    });
    expect(response.statusCode).toBe(200);
    const data = JSON.stringify(stateOf(response.body));
    expect(data).not.toContain('Failed to load');
    expect(data).toContain('"exports":{"ok":true');
    // The render's own API calls once stood in for the browser and renamed the session.
    expect(data).toContain('Chrome on Android');
    expect(data).not.toContain('lightMyRequest');
  });

  it('keeps a script-closing tag in the data from ending the state block early', async () => {
    const employer = await readyEmployer(app);
    const title = 'Intern </script><script>alert(1)</script>';
    const job = await postJob(app, employer, internshipBody({ title }));
    const response = await app.inject({ url: `/jobs/${job.slug}` });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(JSON.stringify(stateOf(response.body))).toContain(title);
  });

  it('compresses the page for a browser that accepts brotli', async () => {
    const response = await app.inject({ url: '/jobs', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
  });
});

describe('when a page cannot be rendered on the server', () => {
  it('sends the app shell, which renders in the browser', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shuruaat-ssr-broken-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const entry = join(dist, 'entry-server.mjs');
    writeFileSync(entry, 'export const renderPage = async () => { throw new Error("boom"); };');
    const broken = await createTestApp({ webDistDir: dist, webSsrEntry: entry });
    try {
      const response = await broken.inject({ url: '/jobs' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('page-state');
    } finally {
      await broken.close();
    }
  });
});

describe('pages in Hindi (decision 032)', () => {
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script/.exec(html)?.[1] ?? '';

  it('renders /hi in Hindi, marked hi-IN, with its links kept under /hi', async () => {
    const response = await page('/hi');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="hi-IN"');
    const root = rootOf(response.body);
    expect(root).toContain('नौकरियाँ');
    expect(root).toContain('href="/hi/jobs"');
    expect(root).not.toContain('>Jobs<');
  });

  it('renders a Hindi job page with canonical and hreflang links to both addresses', async () => {
    const response = await page(`/hi/jobs/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain(TITLE);
    const origin = 'http://localhost:3000';
    expect(response.body).toContain(`<link rel="canonical" href="${origin}/hi/jobs/${slug}" />`);
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="en-IN" href="${origin}/jobs/${slug}" />`,
    );
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="hi-IN" href="${origin}/hi/jobs/${slug}" />`,
    );
  });

  it('keeps an English page English for a visitor without a choice, and takes a Hindi page as one', async () => {
    const english = await page('/jobs');
    expect(english.body).toContain('<html lang="en-IN"');
    // English is no choice: an account's saved language may still win at sign-in.
    expect(english.cookies.find((c) => c.name === LANGUAGE_COOKIE)).toBeUndefined();
    const hindi = await page('/hi/jobs');
    expect(hindi.cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('hi');
  });

  it('asks for the Devanagari font with a Hindi page, and never with an English one', async () => {
    const preload =
      /<link rel="preload" href="\/assets\/noto-sans-devanagari-[^"]+\.woff2" as="font" type="font\/woff2" crossorigin \/>/;
    const hindi = (await page('/hi/jobs')).body;
    expect(hindi).toMatch(preload);
    // First in the head, before the inlined styles hold it back on a slow network.
    expect(hindi.search(preload)).toBeLessThan(hindi.indexOf('<style'));
    expect((await page('/jobs')).body).not.toMatch(/noto-sans-devanagari/);
  });

  it('sends a first visit whose browser prefers Hindi to the Hindi address, keeping the query', async () => {
    const response = await page('/jobs?q=pune', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/hi/jobs?q=pune');
  });

  it('follows the visitor’s chosen language over the address and over Accept-Language', async () => {
    const toHindi = await page('/blogs', { cookie: `${LANGUAGE_COOKIE}=hi` });
    expect(toHindi.headers.location).toBe('/hi/blogs');
    const toEnglish = await page('/hi/internships', {
      cookie: `${LANGUAGE_COOKIE}=en`,
      'accept-language': 'hi',
    });
    expect(toEnglish.headers.location).toBe('/internships');
  });

  it('keeps a language redirect on this site whatever slashes the address carries', async () => {
    const redirects: [path: string, expected: string][] = [
      ['/hi//evil.example/x', '/evil.example/x'],
      ['/hi/%5C/evil.example', '/%5C/evil.example'],
      ['/hi/.//evil.example', '/evil.example'],
    ];
    for (const [path, expected] of redirects) {
      const response = await page(path, { cookie: `${LANGUAGE_COOKIE}=en` });
      expect(response.statusCode, path).toBe(302);
      expect(response.headers.location, path).toBe(expected);
    }
  });

  it('ignores a language cookie it does not know', async () => {
    const response = await page('/hi/blogs', { cookie: `${LANGUAGE_COOKIE}=<script>` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="hi-IN"');
  });
});
