import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminBlogListResponseSchema,
  AdminBlogResponseSchema,
  BLOG_MESSAGES,
  BlogDetailResponseSchema,
  BlogListResponseSchema,
  MESSAGES,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { rows } from '../../test/injected-failures';
import { readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

let app: FastifyInstance;
let admin: TestAccount;
let employer: TestAccount;
let candidate: TestAccount;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-blogs-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Shuruaat</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webDistDir: dist });
  admin = await adminAccount(app);
  employer = await readyEmployer(app);
  candidate = await registerAccount(app, 'candidate');
});
afterAll(() => app.close());

const as = (account: TestAccount | null) => (account ? bearer(account.token) : {});

let titles = 0;
function postBody(overrides: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `Reading a stipend offer, part ${titles}`,
    author: 'Shuruaat Careers Desk',
    metaDescription:
      'What to check in a stipend offer before you accept it, with questions to ask.',
    body: `## Check the unit\n\n${'Convert every offer to a monthly figure before comparing. '.repeat(8)}`,
    topic: 'internships',
    ...overrides,
  };
}

const create = (account: TestAccount | null, payload: object = postBody()) =>
  app.inject({ method: 'POST', url: '/api/admins/create-blog', headers: as(account), payload });

async function created(overrides: Record<string, unknown> = {}) {
  const response = await create(admin, postBody(overrides));
  expect(response.statusCode).toBe(201);
  return AdminBlogResponseSchema.parse(response.json()).blog;
}

const publicList = async (query = '') =>
  BlogListResponseSchema.parse((await app.inject({ url: `/api/admins/all-blogs${query}` })).json());

describe('writing blogs', () => {
  it('posts a blog with the spec message, a slug from the title and sanitized HTML', async () => {
    const response = await create(
      admin,
      postBody({
        title: 'Your first CTC offer: what ₹6 LPA means',
        body: `# Heading\n\n<script>alert(1)</script><img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a> <b onclick="steal()">bold</b>\n\n[safe](https://example.in) ${'word '.repeat(60)}`,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { message, blog } = AdminBlogResponseSchema.parse(response.json());
    expect(message).toBe('✅ Blog posted successfully!');
    expect(blog.slug).toBe('your-first-ctc-offer-what-6-lpa-means');
    expect(blog.published).toBe(true);
    expect(blog.bodyHtml).not.toMatch(/<script|onerror|onclick|javascript:|<img|<h1/i);
    expect(blog.bodyHtml).toContain('<h2>Heading</h2>');
    expect(blog.bodyHtml).toContain('<b>bold</b>');
    expect(blog.bodyHtml).toContain(
      '<a href="https://example.in" rel="nofollow noopener noreferrer" target="_blank">safe</a>',
    );
  });

  it('refuses a slug another post uses with 409, and a malformed slug with 400', async () => {
    const first = await created();
    const again = await create(admin, postBody({ slug: first.slug }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BLOG_MESSAGES.slugTaken);
    expect((await create(admin, postBody({ slug: 'Bad Slug!' }))).statusCode).toBe(400);
  });

  it('answers anonymous 401, and candidates and employers 403, on every admin blog call', async () => {
    const blog = await created();
    const calls = [
      { method: 'POST' as const, url: '/api/admins/create-blog', payload: postBody() },
      { method: 'GET' as const, url: '/api/admins/blogs' },
      { method: 'GET' as const, url: `/api/admins/blogs/${blog._id}` },
      { method: 'PUT' as const, url: `/api/admins/blogs/${blog._id}`, payload: postBody() },
      { method: 'POST' as const, url: `/api/admins/blogs/${blog._id}/unpublish` },
      { method: 'DELETE' as const, url: `/api/admins/blogs/${blog._id}` },
    ];
    for (const call of calls) {
      const anonymous = await app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const account of [candidate, employer]) {
        const response = await app.inject({ ...call, headers: as(account) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    expect(
      (await app.inject({ url: `/api/admins/blogs/${blog._id}`, headers: as(admin) })).statusCode,
    ).toBe(200);
    expect(MESSAGES.guards.admin).toBe('No token provided');
  });

  it('keeps drafts out of the public list but shows them to admins', async () => {
    const draft = await created({ published: false });
    const list = AdminBlogListResponseSchema.parse(
      (await app.inject({ url: '/api/admins/blogs?limit=100', headers: as(admin) })).json(),
    );
    expect(list.blogs.find((b) => b._id === draft._id)?.published).toBe(false);
    expect((await publicList('?limit=50')).blogs.map((b) => b._id)).not.toContain(draft._id);
    const read = await app.inject({ url: `/api/admins/all-blogs/${draft.slug}` });
    expect(read.statusCode).toBe(404);
  });

  it('edits, unpublishes and deletes a post, each written to the audit log in the same transaction', async () => {
    const blog = await created();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/admins/blogs/${blog._id}`,
      headers: as(admin),
      payload: postBody({ title: 'A better title for the stipend post', slug: 'better-stipend' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().blog.slug).toBe('better-stipend');
    const off = await app.inject({
      method: 'POST',
      url: `/api/admins/blogs/${blog._id}/unpublish`,
      headers: as(admin),
    });
    expect(off.json().blog.published).toBe(false);
    expect((await app.inject({ url: '/api/admins/all-blogs/better-stipend' })).statusCode).toBe(
      404,
    );
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/admins/blogs/${blog._id}`,
      headers: as(admin),
    });
    expect(gone.json()).toEqual({ message: BLOG_MESSAGES.deleted });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/admins/blogs/${blog._id}`,
      headers: as(admin),
    });
    expect(again.statusCode).toBe(404);
    const audit = await rows<{ action: string }>(
      app,
      sql`select action from admin_audit_log where target_id = ${blog._id} order by at`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'blog.publish',
      'blog.edit',
      'blog.unpublish',
      'blog.delete',
    ]);
  });

  it('takes a cover image checked by its bytes, and refuses a PDF named .png', async () => {
    const png = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#3949ab' },
    })
      .png()
      .toBuffer();
    const upload = (data: Buffer, account: TestAccount | null) => {
      const body = multipart('cover', 'cover.png', 'image/png', data);
      return app.inject({
        method: 'POST',
        url: '/api/admins/blogs/cover',
        payload: body.payload,
        headers: { ...body.headers, ...as(account) },
      });
    };
    expect((await upload(png, employer)).statusCode).toBe(403);
    const response = await upload(png, admin);
    expect(response.statusCode).toBe(201);
    const { coverImageUrl } = response.json() as { coverImageUrl: string };
    const image = await app.inject({ url: coverImageUrl });
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
    const fake = await upload(Buffer.from('%PDF-1.4 not an image'), admin);
    expect(fake.statusCode).toBe(415);
    const blog = await created({ coverImageUrl });
    expect(blog.coverImageUrl).toBe(coverImageUrl);
  });
});

describe('reading blogs', () => {
  it('lists published posts to anyone, with the spec fields, in pages', async () => {
    await created();
    await created();
    const first = await publicList('?limit=1');
    expect(first.blogs).toHaveLength(1);
    expect(Object.keys(first.blogs[0] ?? {})).toEqual(
      expect.arrayContaining(['_id', 'title', 'author', 'createdAt', 'metaDescription', 'slug']),
    );
    expect(first.nextCursor).not.toBeNull();
    const second = await publicList(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.blogs[0]?._id).not.toBe(first.blogs[0]?._id);
    for (const account of [candidate, employer, admin]) {
      const response = await app.inject({ url: '/api/admins/all-blogs', headers: as(account) });
      expect(response.statusCode).toBe(200);
    }
  });

  it('reads a post by slug, also with the old ".html", with reading time and related posts', async () => {
    const blog = await created({ topic: 'resume' });
    await created({ topic: 'resume' });
    for (const slug of [blog.slug, `${blog.slug}.html`]) {
      const response = await app.inject({ url: `/api/admins/all-blogs/${slug}` });
      expect(response.statusCode).toBe(200);
      const detail = BlogDetailResponseSchema.parse(response.json());
      expect(detail.blog._id).toBe(blog._id);
      expect(detail.blog.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(detail.related[0]?.topic).toBe('resume');
      expect(detail.related.map((b) => b._id)).not.toContain(blog._id);
    }
    expect((await app.inject({ url: '/api/admins/all-blogs/no-such-post' })).statusCode).toBe(404);
  });
});

describe('blog pages for visitors and search engines', () => {
  it('writes the title, canonical, Open Graph and BlogPosting data into /blogs/{slug}', async () => {
    const blog = await created({ title: 'Campus interviews round by round' });
    const page = await app.inject({ url: `/blogs/${blog.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Campus interviews round by round | Shuruaat</title>');
    expect(page.body).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"]+/blogs/${blog.slug}" />`),
    );
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    expect(page.body).toContain('"@type":"BlogPosting"');
  });

  it('answers /blogs/{slug}.html with 301 to the address without it', async () => {
    const response = await app.inject({ url: '/blogs/some-post.html' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/blogs/some-post');
  });

  it('answers an unknown or unpublished slug with the 404 page', async () => {
    const draft = await created({ published: false });
    for (const url of ['/blogs/no-such-post', `/blogs/${draft.slug}`]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Page not found | Shuruaat</title>');
    }
    expect((await app.inject({ url: '/blogs' })).statusCode).toBe(200);
  });

  it('lists the blog and every published post in the sitemap', async () => {
    const blog = await created();
    const draft = await created({ published: false });
    const xml = (await app.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(xml).toContain('/blogs</loc>');
    expect(xml).toContain(`/blogs/${blog.slug}</loc>`);
    expect(xml).not.toContain(`/blogs/${draft.slug}</loc>`);
  });
});
