import type { FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, JobSearchQuerySchema, todayInIndia, type PostJobBody } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { COMPANY_PROFILE, internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { searchJobs, titlesFound } from '../../test/search';
import { createTestApp } from '../../test/test-app';
import { searchDeps, searchJobs as searchService } from './search.service';

let app: FastifyInstance;
let employer: TestAccount;
const ids: Record<string, string> = {};

const LISTINGS: Record<string, PostJobBody> = {
  python: internshipBody({
    title: 'Python Developer Intern',
    skills: ['Python', 'Django'],
    category: 'software-development',
    cities: ['Pune'],
    workMode: 'office',
    stipend: { min: 8_000, max: 12_000 },
    durationMonths: 6,
    ppo: true,
  }),
  mentionsPython: internshipBody({
    title: 'Operations Intern',
    description:
      'Help our operations team run daily dispatch. Some scripting in python is a plus but not required for this role.',
    skills: ['Excel'],
    category: 'operations',
    cities: ['Mumbai'],
    workMode: 'office',
    stipend: { min: 5_000, max: 6_000 },
    durationMonths: 2,
    ppo: false,
  }),
  remoteWriter: internshipBody({
    title: 'Content Writing Intern',
    skills: ['Writing', 'SEO'],
    category: 'content-writing',
    workMode: 'remote',
    cities: [],
    partTime: true,
    ppo: false,
    stipend: { min: 3_000, max: 4_000 },
    durationMonths: 3,
    startDate: addDays(todayInIndia(), 40),
  }),
  backendJob: jobBody({
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL'],
    category: 'software-development',
    cities: ['Bengaluru', 'Pune'],
    workMode: 'hybrid',
    ctc: { min: 600_000, max: 900_000 },
  }),
  salesJob: jobBody({
    title: 'Inside Sales Associate',
    skills: ['Communication'],
    category: 'sales',
    cities: ['Delhi NCR'],
    workMode: 'office',
    ctc: { min: 300_000, max: 360_000 },
  }),
};

beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  for (const [name, body] of Object.entries(LISTINGS))
    ids[name] = (await postJob(app, employer, body))._id;
  // Listings that must never appear in search.
  await postJob(app, employer, {
    ...internshipBody({ title: 'Python Draft Intern' }),
    status: 'draft',
  });
  const paused = await postJob(app, employer, internshipBody({ title: 'Python Paused Intern' }));
  await app.inject({
    method: 'PATCH',
    url: `/api/employers/employer-job/${paused._id}/paused`,
    headers: bearer(employer.token),
  });
  const expired = await postJob(app, employer, internshipBody({ title: 'Python Expired Intern' }));
  await app.db.execute(sql`update jobs set apply_by = current_date - 1 where id = ${expired._id}`);
});
afterAll(() => app.close());

const search = (query: string) => searchJobs(app, query);
const titles = (query: string) => titlesFound(app, query);

describe('GET /api/jobs — text', () => {
  it('ranks a title match above a description mention, and hides closed, draft and expired', async () => {
    expect(await titles('q=python')).toEqual(['Python Developer Intern', 'Operations Intern']);
  });

  it('finds stemmed words, skills, company names and typos', async () => {
    expect(await titles('q=developers')).toContain('Python Developer Intern');
    expect(await titles('q=postgresql')).toEqual(['Backend Engineer']);
    expect((await titles('q=kirana')).length).toBe(5);
    expect(await titles('q=devloper')).toContain('Python Developer Intern');
    expect(await titles('q=pythn')).toContain('Python Developer Intern');
  });

  it('finds nothing for words no listing has', async () => {
    const result = await search('q=zebrafish');
    expect(result).toMatchObject({ items: [], total: 0, nextCursor: null });
  });
});

describe('GET /api/jobs — filters', () => {
  it.each([
    ['kind=job', ['Inside Sales Associate', 'Backend Engineer']],
    ['category=sales', ['Inside Sales Associate']],
    ['city=Pune', ['Backend Engineer', 'Python Developer Intern']],
    ['city=Mumbai&city=Delhi%20NCR', ['Inside Sales Associate', 'Operations Intern']],
    ['workMode=remote', ['Content Writing Intern']],
    ['partTime=true', ['Content Writing Intern']],
    ['minStipend=7000', ['Python Developer Intern']],
    ['minCtc=500000', ['Backend Engineer']],
    ['maxDuration=3', ['Content Writing Intern', 'Operations Intern']],
    ['ppo=true', ['Python Developer Intern']],
    ['skills=seo&skills=excel', ['Content Writing Intern', 'Operations Intern']],
    [
      `startBy=${addDays(todayInIndia(), 10)}&kind=internship`,
      ['Operations Intern', 'Python Developer Intern'],
    ],
    ['kind=internship&city=Pune&minStipend=8000', ['Python Developer Intern']],
    // ₹8,000–12,000 reaches ₹10,000 only at its top: "₹10,000 or more" means the listed minimum.
    ['minStipend=10000', []],
    ['city=Mumbai&workMode=remote', ['Content Writing Intern', 'Operations Intern']],
    ['city=Pune&workMode=office', ['Python Developer Intern']],
  ])('%s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it('filters by how recently a job was posted', async () => {
    await app.db.execute(
      sql`update jobs set created_at = now() - interval '20 days' where id = ${ids.salesJob}`,
    );
    expect(await titles('postedWithin=7&kind=job')).toEqual(['Backend Engineer']);
    expect(await titles('postedWithin=30&kind=job')).toContain('Inside Sales Associate');
  });

  it.each([
    'city=Atlantis',
    'limit=51',
    'sort=cheapest',
    'partTime=yes',
    'minStipend=-1',
    'colour=red',
  ])('answers 400 for %s', async (query) => {
    const response = await app.inject({ url: `/api/jobs?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});

describe('GET /api/jobs — facets and totals', () => {
  it('counts every facet under the other filters but not its own', async () => {
    const result = await search('kind=internship&city=Pune');
    expect(result.total).toBe(1);
    const count = (facet: keyof NonNullable<typeof result.facets>, value: string) =>
      result.facets?.[facet].find((f) => f.value === value)?.count ?? 0;
    // Kind ignores kind=internship: in Pune there is one internship and one job.
    expect(count('kind', 'internship')).toBe(1);
    expect(count('kind', 'job')).toBe(1);
    // City ignores city=Pune: internships elsewhere are counted.
    expect(count('city', 'Mumbai')).toBe(1);
    expect(count('city', 'Pune')).toBe(1);
    expect(count('workMode', 'office')).toBe(1);
  });

  it('leaves facets out of later pages and when asked', async () => {
    expect((await search('facets=false')).facets).toBeNull();
    const first = await search('limit=2');
    expect(first.facets).not.toBeNull();
    expect((await search(`limit=2&cursor=${first.nextCursor}`)).facets).toBeNull();
  });
});

describe('GET /api/jobs — pages', () => {
  async function allPages(query: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(`${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((j) => j.title));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  it.each(['sort=newest', 'sort=pay', 'q=intern&sort=relevance'])(
    'walks every result once in order with %s',
    async (query) => {
      const oneGo = await titles(`${query}&limit=50`);
      expect(await allPages(query)).toEqual(oneGo);
    },
  );

  it('sorts by pay per month, CTC counted monthly', async () => {
    expect((await titles('sort=pay')).slice(0, 2)).toEqual([
      'Backend Engineer',
      'Inside Sales Associate',
    ]);
  });

  it('keeps the next page stable when a new job is posted meanwhile', async () => {
    const first = await search('sort=newest&limit=2');
    await postJob(app, employer, internshipBody({ title: 'Brand New Intern Role' }));
    const second = await search(`sort=newest&limit=2&cursor=${first.nextCursor}`);
    const firstIds = first.items.map((j) => j._id);
    expect(second.items.every((j) => !firstIds.includes(j._id))).toBe(true);
    expect(second.items.map((j) => j.title)).not.toContain('Brand New Intern Role');
  });

  it('sorts q=pune by relevance when no sort is asked, as the search box shows it', async () => {
    // "pune" is read as the city, leaving no word to rank by: relevance ranks alike, newest first.
    const first = await search('q=pune&limit=1');
    expect(first.understood).toMatchObject([{ type: 'city', label: 'Pune' }]);
    const [sort] = JSON.parse(Buffer.from(first.nextCursor ?? '', 'base64url').toString());
    expect(sort).toBe('relevance');
    const next = (cursor: string | null, sortParam = '') =>
      app.inject({ url: `/api/jobs?q=pune&limit=1${sortParam}&cursor=${cursor}` });
    expect((await next(first.nextCursor, '&sort=relevance')).statusCode).toBe(200);
    const newest = await search('q=pune&sort=newest&limit=1');
    expect((await next(newest.nextCursor)).statusCode).toBe(400);
    expect(await allPages('q=pune')).toEqual(await titles('q=pune&sort=newest&limit=50'));
  });

  it('answers 400 for a forged cursor or one from another sort', async () => {
    const newest = await search('sort=newest&limit=1');
    expect(
      (await app.inject({ url: `/api/jobs?sort=pay&cursor=${newest.nextCursor}` })).statusCode,
    ).toBe(400);
    expect((await app.inject({ url: '/api/jobs?cursor=abc' })).statusCode).toBe(400);
  });
});

describe('GET /api/jobs — encodings', () => {
  const QUERY = '/api/jobs?kind=internship&limit=20';
  const ask = (encoding?: string) =>
    app.inject({ url: QUERY, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('answers a browser in brotli and a gzip client in gzip, with the same JSON as a plain client', async () => {
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const answer of [plain, br, gzip]) expect(answer.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the same bytes again for a repeated search until a listing changes', async () => {
    const first = await ask('br');
    expect((await ask('br')).rawPayload).toEqual(first.rawPayload);
    const posted = await postJob(app, employer, internshipBody({ title: 'Encoding Check Intern' }));
    const after = await ask('br');
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Encoding Check Intern');
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/employer-job/${posted._id}/paused`,
      headers: bearer(employer.token),
    });
    expect(brotliDecompressSync((await ask('br')).rawPayload)).toEqual(
      brotliDecompressSync(first.rawPayload),
    );
  });

  it('still deflates for a client that takes only deflate, as the compress plugin does', async () => {
    const deflated = await ask('deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.rawPayload).toString()).toBe((await ask()).body);
  });
});

describe('searchJobs (the service)', () => {
  it('works out a search asked again before its first answer is ready only once', async () => {
    const deps = searchDeps(app.db, app.liveListings);
    const readRows = vi.spyOn(deps.jobs, 'get');
    const params = JobSearchQuerySchema.parse({ q: 'python' });
    const answers = await Promise.all([1, 2, 3].map(() => searchService(deps, params)));
    expect(readRows).toHaveBeenCalledTimes(1);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
    expect(deps.pending.size).toBe(0);
    await searchService(deps, params);
    expect(readRows).toHaveBeenCalledTimes(1);
  });

  it('gives every waiter the same refusal when the search is refused', async () => {
    const deps = searchDeps(app.db, app.liveListings);
    const params = JobSearchQuerySchema.parse({ q: 'python', cursor: 'not-a-cursor' });
    const results = await Promise.allSettled([1, 2].map(() => searchService(deps, params)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(deps.pending.size).toBe(0);
  });
});

describe('GET /api/jobs/{slug}', () => {
  it('answers the job with its company’s public profile and the applicant count', async () => {
    const { slug } = (await search('q=backend')).items[0] ?? { slug: '' };
    const response = await app.inject({ url: `/api/jobs/${slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      job: { title: 'Backend Engineer' },
      company: { name: 'Kirana Cloud', industry: 'Software' },
      applicantCount: 0,
    });
    expect(response.json().company).not.toHaveProperty('contactEmail');
    expect(response.json().company).not.toHaveProperty('contactPhone');
  });

  it('still answers a closed job, marked as not accepting applications', async () => {
    const job = await postJob(app, employer, internshipBody({ title: 'Soon Closed Intern' }));
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/employer-job/${job._id}/closed`,
      headers: bearer(employer.token),
    });
    const response = await app.inject({ url: `/api/jobs/${job.slug}` });
    expect(response.json().job).toMatchObject({ status: 'closed', isAcceptingApplications: false });
  });

  it('answers 404 for a draft or an unknown slug', async () => {
    const draft = await postJob(app, employer, { ...internshipBody(), status: 'draft' });
    expect((await app.inject({ url: `/api/jobs/${draft.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/jobs/no-such-job-123' })).statusCode).toBe(404);
  });

  it('gives a job with a long title and company name a slug of at most 80 characters that opens', async () => {
    const longNamed = await registerAccount(app, 'employer');
    await app.inject({
      method: 'PUT',
      url: '/api/employers/update-employer-profile',
      headers: bearer(longNamed.token),
      payload: {
        ...COMPANY_PROFILE,
        companyName: 'Bharat Digital Commerce and Logistics Technologies Private Limited',
      },
    });
    const title = 'Senior Full Stack Software Development Engineer Intern for Payments Platform';
    const job = await postJob(
      app,
      longNamed,
      internshipBody({ title, cities: ['Thiruvananthapuram'] }),
    );
    expect(job.slug.length).toBeLessThanOrEqual(80);
    const response = await app.inject({ url: `/api/jobs/${job.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().job.title).toBe(title);
  });

  it('still opens a job whose slug was written before the cap, up to 150 characters', async () => {
    const job = await postJob(app, employer, internshipBody({ title: 'Legacy Long Slug Intern' }));
    const legacy = `${'legacy-long-slug-intern-'.repeat(6)}${job._id.slice(0, 8)}`;
    expect(legacy.length).toBeGreaterThan(100);
    await app.db.execute(sql`update jobs set slug = ${legacy} where id = ${job._id}`);
    const response = await app.inject({ url: `/api/jobs/${legacy}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().job.slug).toBe(legacy);
  });
});
