import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, adminAccount, registerAccount, type TestAccount } from '../../test/accounts';
import { addProject } from '../../test/programs';
import { COMPANY_PROFILE, internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { BUILT_LIKE_INDEX_HTML, problemsWithPage } from '../../test/page-checks';

// `String.prototype.replace(pattern, text)` expands these inside `text`; each once multiplied a
// page into hundreds of megabytes (issue 22). In user text they must stay plain characters.
const DOLLAR = "Dollar $' $` $& $$ $1 intern";
const PATTERNS = ["$'", '$`', '$&', '$$', '$1', '$<name>'];

const WEB_SSR_ENTRY = fileURLToPath(
  new URL('../../../../web/src/entry-server.tsx', import.meta.url),
);

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-dollar-'));
  writeFileSync(join(dist, 'index.html'), BUILT_LIKE_INDEX_HTML);
  app = await createTestApp({ webDistDir: dist, webSsrEntry: WEB_SSR_ENTRY });
  admin = await adminAccount(app);
});
afterAll(() => app.close());

/** The page, checked whole: its size next to the same page with plain text, and its data blocks. */
async function expectSamePageAs(path: string, plainPath: string, text: string) {
  const [page, plain] = await Promise.all([
    app.inject({ url: path }),
    app.inject({ url: plainPath }),
  ]);
  expect(page.statusCode).toBe(plain.statusCode);
  // The text appears a handful of times (title, meta, body, state, JSON-LD), escaped at most 6×.
  expect(page.body.length).toBeLessThan(plain.body.length + 40 * 6 * text.length + 2_000);
  expect(problemsWithPage(page.body)).toEqual([]);
  return page.body;
}

describe('dollar patterns in user text stay text on a rendered page', () => {
  it.each(PATTERNS)('in a search query: %s five times', async (pattern) => {
    const q = encodeURIComponent(`react ${pattern.repeat(5)}`);
    await expectSamePageAs(`/jobs?q=${q}`, '/jobs?q=react', pattern.repeat(5));
  });

  it('in a job title and a company name, on the job page and the lists showing it', async () => {
    const employer = await registerAccount(app, 'employer');
    const profile = await app.inject({
      method: 'PUT',
      url: '/api/employers/update-employer-profile',
      headers: bearer(employer.token),
      payload: { ...COMPANY_PROFILE, companyName: "Rupee $' $& Labs" },
    });
    expect(profile.statusCode).toBe(200);
    const dollar = await postJob(app, employer, internshipBody({ title: DOLLAR }));
    const plain = await postJob(app, await readyEmployer(app), internshipBody());
    const body = await expectSamePageAs(`/jobs/${dollar.slug}`, `/jobs/${plain.slug}`, DOLLAR);
    expect(body).toContain("Dollar $' $` $&amp; $$ $1 intern");
    expect(body).toContain('Rupee');
    await expectSamePageAs('/jobs?q=dollar', '/jobs?q=react', DOLLAR);
    // The home page lists the job too; no plain twin exists, so it is held to one document
    // whose data blocks parse (an expanded `$\`` copies the whole document in).
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(problemsWithPage(home.body)).toEqual([]);
  });

  // A Hindi page's head is written through ICU messages (decision 032): braces, quotes and `#`
  // in user text are that syntax's own characters, and must reach the page as they were typed.
  it('in a job title on the Hindi job page and a Hindi search, with ICU syntax in it', async () => {
    const icu = "ICU {title} {n, plural, other {#}} '{' # $' $& intern";
    const job = await postJob(app, await readyEmployer(app), internshipBody({ title: icu }));
    const plain = await postJob(app, await readyEmployer(app), internshipBody());
    const body = await expectSamePageAs(`/hi/jobs/${job.slug}`, `/hi/jobs/${plain.slug}`, icu);
    const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
    expect(title.replaceAll('&amp;', '&')).toContain(icu);
    expect(body.includes('<html lang="hi-IN"')).toBe(true);
    const q = encodeURIComponent(`{q} '{' # ${PATTERNS.join(' ')}`);
    const search = await expectSamePageAs(`/hi/jobs?q=${q}`, '/hi/jobs?q=react', icu.repeat(2));
    const searchTitle = /<title>([^<]*)<\/title>/.exec(search)?.[1] ?? '';
    // The query keeps its words and `#` as it is read (braces and quotes are dropped then); the
    // `#` stays a character, where a plural message would have put a number in its place.
    expect(searchTitle).toContain('भारत में q # 1 name');
  });

  async function createBlog(title: string, extra: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admins/create-blog',
      headers: bearer(admin.token),
      payload: {
        title,
        author: 'Shuruaat Careers Desk',
        metaDescription: `What to check in an offer letter, and other questions to ask.${extra}`,
        body: `## Check the unit\n\n${`Convert every offer to a monthly figure.${extra} `.repeat(8)}`,
        topic: 'internships',
      },
    });
    expect(response.statusCode).toBe(201);
    return (response.json().blog as { slug: string }).slug;
  }

  it('in a blog title, its description and body', async () => {
    const plain = await createBlog('Stipends explained for first-time interns', '');
    const dollar = await createBlog("Stipends: $' $` $& $$ $1 explained", " $' $&");
    await expectSamePageAs(`/blogs/${dollar}`, `/blogs/${plain}`, DOLLAR.repeat(4));
  });

  async function publishedPortfolio(name: string, headline: string) {
    const candidate = await registerAccount(app);
    await addProject(app, candidate);
    const handle = `${name}-${Date.now().toString(36)}`;
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/candidates/portfolio/settings',
      headers: bearer(candidate.token),
      payload: { handle, headline, isPublished: true },
    });
    expect(saved.statusCode).toBe(200);
    return handle;
  }

  it('in a portfolio headline', async () => {
    const plain = await publishedPortfolio('plain', 'Designer of useful things');
    const dollar = await publishedPortfolio('dollar', "Designer $' $` $& $$ $1");
    const body = await expectSamePageAs(`/portfolio/${dollar}`, `/portfolio/${plain}`, DOLLAR);
    expect(body).toContain("Designer $' $` $&amp; $$ $1");
  });
});
