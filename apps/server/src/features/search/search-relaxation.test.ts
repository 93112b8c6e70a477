import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobSearchQuerySchema, type PostJobBody } from '@shuruaat/contract';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { searchJobs } from '../../test/search';
import { createTestApp } from '../../test/test-app';
import { searchDeps, searchJobs as searchService } from './search.service';

// Issue 25: what a search does when the words must go, and what it offers when nothing fits.
let app: FastifyInstance;
const DESCRIPTION = 'Work with a small team on real projects and learn every week.';

const LISTINGS: PostJobBody[] = [
  internshipBody({ title: 'Flutter Developer Intern', skills: ['Dart'], cities: ['Pune'] }),
  internshipBody({ title: 'Business Development Intern', skills: ['Sales'], cities: ['Pune'] }),
  internshipBody({
    title: 'Web Developer Intern',
    skills: ['HTML'],
    workMode: 'remote',
    cities: [],
  }),
  jobBody({ title: 'Web Developer', skills: ['React'], workMode: 'remote', cities: [] }),
  jobBody({
    title: 'Web Developer Trainee',
    skills: ['CSS'],
    workMode: 'office',
    cities: ['Mumbai'],
  }),
  internshipBody({
    title: 'Marketing Intern',
    skills: ['SEO'],
    workMode: 'office',
    cities: ['Mumbai'],
  }),
  jobBody({
    title: 'Marketing Executive',
    skills: ['Sales'],
    workMode: 'office',
    cities: ['Chennai'],
  }),
  jobBody({ title: 'Data Analyst', skills: ['Excel'], workMode: 'office', cities: ['Delhi NCR'] }),
];

beforeAll(async () => {
  app = await createTestApp();
  const employer = await readyEmployer(app);
  for (const body of LISTINGS) {
    await postJob(app, employer, { ...body, description: DESCRIPTION });
  }
});
afterAll(() => app.close());

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const search = (query: string) => searchJobs(app, query);

describe('GET /api/jobs — misspelt words read as filters', () => {
  it('"intership pune" returns the internships in Pune', async () => {
    const result = await search(q('intership pune'));
    expect(new Set(result.items.map((j) => j.title))).toEqual(
      new Set(['Flutter Developer Intern', 'Business Development Intern']),
    );
    expect(result.understood.map((c) => c.label)).toEqual(['Internships', 'Pune']);
  });

  it.each([
    ['internshp in Banglore', 'internship', ['Bengaluru']],
    ['freshr jobs Hydrabad', 'job', ['Hyderabad']],
    ['intership in Dilli', 'internship', ['Delhi NCR']],
  ])('reads "%s" as the type and city', async (typed, kind, city) => {
    const { readAs } = await search(q(typed));
    expect(readAs).toMatchObject({ q: '', kind, city });
  });

  it.each([
    ['wrok from home', { workMode: 'remote' }],
    ['part tme', { partTime: true }],
    ['new dehli', { city: ['Delhi NCR'] }],
    ['fresher jbos', { kind: 'job' }],
  ])('reads "%s", a phrase with one slip, as its filter', async (typed, meaning) => {
    const { readAs, understood } = await search(q(typed));
    expect(readAs).toMatchObject({ q: '', ...meaning });
    expect(understood).toHaveLength(1);
  });

  it('says what the search was read as: corrected words, type and places', async () => {
    const { readAs } = await search(q('devloper intership, pune wfh'));
    expect(readAs).toEqual({
      q: 'developer',
      kind: 'internship',
      city: ['Pune'],
      workMode: 'remote',
      partTime: null,
    });
  });
});

describe('GET /api/jobs — relaxing the place before a word', () => {
  it('"web developer pune" keeps web roles, shows remote ones and says Pune was relaxed', async () => {
    const result = await search(q('web developer pune'));
    expect(new Set(result.items.map((j) => j.title))).toEqual(
      new Set(['Web Developer Intern', 'Web Developer']),
    );
    expect(result.relaxed).toEqual({ words: 'web developer', cities: ['Pune'], showing: 'remote' });
    expect(result.understood.some((c) => c.type === 'dropped')).toBe(false);
    expect(result.alternatives.map((a) => [a.reason, a.city, a.total])).toEqual([
      ['nearestCity', ['Mumbai'], 1],
    ]);
  });

  it('relaxes a city chosen in the panel the same way', async () => {
    const result = await search(`${q('web developer')}&city=Pune&kind=job`);
    expect(result.items.map((j) => j.title)).toEqual(['Web Developer']);
    expect(result.relaxed?.cities).toEqual(['Pune']);
  });

  it('relaxes nothing when the place has the words', async () => {
    const result = await search(q('flutter pune'));
    expect(result.items.map((j) => j.title)).toEqual(['Flutter Developer Intern']);
    expect(result.relaxed).toBeNull();
    expect(result.alternatives).toEqual([]);
  });

  it('never relaxes an office or hybrid mode the student chose', async () => {
    const result = await search(`${q('web developer pune')}&workMode=office`);
    expect(result.total).toBe(0);
    expect(result.relaxed).toBeNull();
  });

  it('still leaves a word out when no listing anywhere has every word', async () => {
    const result = await search(q('flutter marketing'));
    expect(new Set(result.items.map((j) => j.title))).toEqual(
      new Set(['Marketing Intern', 'Marketing Executive']),
    );
    expect(result.understood).toEqual([
      { type: 'dropped', phrase: 'flutter', label: 'flutter', value: 'flutter' },
    ]);
  });
});

describe('GET /api/jobs — nothing found: the nearest useful search', () => {
  it('"marketing in delhi" returns 0 and the nearest city with marketing, then anywhere', async () => {
    const result = await search(q('marketing in delhi'));
    expect(result.total).toBe(0);
    expect(result.alternatives).toEqual([
      {
        reason: 'nearestCity',
        q: 'marketing',
        kind: null,
        city: ['Mumbai'],
        workMode: null,
        partTime: null,
        total: 1,
      },
      {
        reason: 'anywhere',
        q: 'marketing',
        kind: null,
        city: [],
        workMode: null,
        partTime: null,
        total: 2,
      },
    ]);
  });

  it('offers the nearest city, then the other type, then anywhere', async () => {
    const result = await search(q('marketing internship in chennai'));
    expect(result.total).toBe(0);
    expect(result.alternatives.map((a) => [a.reason, a.kind, a.city, a.total])).toEqual([
      ['nearestCity', 'internship', ['Mumbai'], 1],
      ['otherKind', 'job', ['Chennai'], 1],
      ['anywhere', 'internship', [], 1],
    ]);
  });

  it('offers any hours when only full-time listings have the words', async () => {
    const result = await search(q('marketing jobs chennai part time'));
    expect(result.alternatives.map((a) => [a.reason, a.partTime, a.total])).toEqual([
      ['anyHours', null, 1],
    ]);
  });

  it('offers nothing when no listing has the words anywhere', async () => {
    const result = await search(q('zebra keeper in delhi'));
    expect(result.total).toBe(0);
    expect(result.alternatives).toEqual([]);
  });
});

describe('searchJobs for a job alert (isExact)', () => {
  it('relaxes no place and leaves out no word: an alert emails only what it asked for', async () => {
    const deps = searchDeps(app.db, app.liveListings);
    const exactly = (text: string) =>
      searchService(deps, JobSearchQuerySchema.parse({ q: text }), { isExact: true });
    const inPune = await exactly('web developer pune');
    expect(inPune.items).toEqual([]);
    expect(inPune.relaxed).toBeNull();
    expect((await exactly('flutter marketing')).items).toEqual([]);
    expect((await exactly('flutter pune')).items.map((j) => j.title)).toEqual([
      'Flutter Developer Intern',
    ]);
  });
});
