import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobSuggestResponseSchema, type PostJobBody } from '@shuruaat/contract';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { searchJobs, titlesFound } from '../../test/search';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
const DESCRIPTION = 'Work with a small team on real projects and learn every week.';

const LISTINGS: PostJobBody[] = [
  internshipBody({ title: 'Web Developer Intern', skills: ['HTML', 'CSS'], cities: ['Pune'] }),
  internshipBody({ title: 'Business Development Intern', skills: ['Sales'], cities: ['Pune'] }),
  jobBody({ title: 'Front End Developer', skills: ['JavaScript'], cities: ['Mumbai'] }),
  jobBody({ title: 'Chartered Accountant Trainee', skills: ['Tally'], cities: ['Delhi NCR'] }),
  internshipBody({
    title: 'Graphic Design Intern',
    skills: ['Figma'],
    workMode: 'remote',
    cities: [],
    partTime: true,
  }),
];

beforeAll(async () => {
  app = await createTestApp();
  const employer = await readyEmployer(app);
  for (const body of LISTINGS) {
    await postJob(app, employer, { ...body, description: DESCRIPTION, workMode: body.workMode });
  }
});
afterAll(() => app.close());

const search = (query: string) => searchJobs(app, query);
const titles = (query: string) => titlesFound(app, query);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/jobs — what students type', () => {
  it('reads a city in the box as the city filter and says so with a chip', async () => {
    const result = await search(q('web developer, pune'));
    expect(result.items.map((j) => j.title)).toEqual(['Web Developer Intern']);
    expect(result.understood).toEqual([
      { type: 'city', phrase: 'pune', label: 'Pune', value: 'Pune' },
    ]);
    expect(await titles(q('jobs in bombay'))).toEqual(['Front End Developer']);
    expect(await titles(q('gurgaon'))).toEqual(['Chartered Accountant Trainee']);
  });

  it('adds a typed city to the cities already chosen', async () => {
    expect(new Set(await titles(`${q('pune')}&city=Mumbai`))).toEqual(
      new Set(['Web Developer Intern', 'Business Development Intern', 'Front End Developer']),
    );
  });

  it('reads internship, intern, job and fresher as the kind of listing', async () => {
    const internships = await search(q('internship in pune'));
    expect(new Set(internships.items.map((j) => j.title))).toEqual(
      new Set(['Web Developer Intern', 'Business Development Intern']),
    );
    expect(internships.understood.map((c) => c.label)).toEqual(['Internships', 'Pune']);
    expect(await titles(q('intern'))).toHaveLength(3);
    expect(new Set(await titles(q('fresher')))).toEqual(
      new Set(['Front End Developer', 'Chartered Accountant Trainee']),
    );
  });

  it('reads work from home, WFH, remote and part time as filters', async () => {
    for (const text of ['work from home', 'WFH', 'remote design', 'part time']) {
      expect(await titles(q(text)), text).toEqual(['Graphic Design Intern']);
    }
    expect((await search(q('wfh'))).understood).toEqual([
      { type: 'workMode', phrase: 'wfh', label: 'Work from home', value: 'remote' },
    ]);
  });

  it('ranks the word as written in a title above a stemmed match', async () => {
    const found = await titles(q('developer'));
    expect(found.slice(0, 2).sort()).toEqual(['Front End Developer', 'Web Developer Intern']);
    expect(found[2]).toBe('Business Development Intern');
  });

  it('finds synonyms students expect, both ways', async () => {
    for (const text of ['frontend', 'front-end', 'front end developer']) {
      expect(await titles(q(text)), text).toEqual(['Front End Developer']);
    }
    expect(await titles(q('CA'))).toEqual(['Chartered Accountant Trainee']);
    expect(await titles(q('chartered accountant'))).toEqual(['Chartered Accountant Trainee']);
  });

  it('corrects a misspelt word against the words of live listings and shows the correction', async () => {
    const result = await search(q('devloper'));
    expect(result.items.map((j) => j.title)).toContain('Web Developer Intern');
    expect(result.understood).toEqual([
      { type: 'spelling', phrase: 'devloper', label: 'developer', value: 'developer' },
    ]);
  });

  it('leaves out the word that empties the results, and says so', async () => {
    const result = await search(q('accountant developer'));
    expect(result.items.map((j) => j.title)).toHaveLength(3);
    expect(result.understood).toEqual([
      { type: 'dropped', phrase: 'accountant', label: 'accountant', value: 'accountant' },
    ]);
    const inPune = await search(q('designer developer, pune'));
    expect(new Set(inPune.items.map((j) => j.title))).toEqual(
      new Set(['Web Developer Intern', 'Business Development Intern']),
    );
  });

  it('leaves out words after a minus', async () => {
    expect(new Set(await titles(q('developer -web')))).toEqual(
      new Set(['Front End Developer', 'Business Development Intern']),
    );
  });
});

describe('GET /api/jobs — cursors are checked against the search that reads them', () => {
  const forge = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
  const time = new Date().toISOString();
  const id = '3f9a2c1b-0000-4000-8000-000000000001';

  it.each([
    ['a likeness from the old typo search', ['relevance', 0.42, time, id], 'q=developer'],
    ['a tier past the top', ['relevance', 5, time, id], 'q=developer'],
    // "pune" leaves no word to rank by, but text in the box still sorts by relevance.
    ['a newest cursor replayed on q=pune', ['newest', null, time, id], 'q=pune'],
    ['a pay cursor on a relevance search', ['pay', 1000, time, id], 'q=developer'],
  ])('answers 400, never a 5xx, for %s', async (_case, parts, query) => {
    const response = await app.inject({ url: `/api/jobs?${query}&cursor=${forge(parts)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('walks a relevance search across tiers without repeats', async () => {
    const first = await search(`${q('developer')}&limit=1`);
    const seen = first.items.map((j) => j.title);
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await search(`${q('developer')}&limit=1&cursor=${cursor}`);
      seen.push(...next.items.map((j) => j.title));
      cursor = next.nextCursor;
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
    expect(seen[2]).toBe('Business Development Intern');
  });
});

describe('GET /api/jobs/suggest', () => {
  async function suggest(text: string) {
    const response = await app.inject({ url: `/api/jobs/suggest?${q(text)}` });
    expect(response.statusCode, response.body).toBe(200);
    return JobSuggestResponseSchema.parse(response.json()).suggestions;
  }

  it('suggests titles by the start of any word, skills, companies and cities', async () => {
    const values = (await suggest('dev')).map((s) => s.value);
    expect(values).toEqual(
      expect.arrayContaining(['Web Developer Intern', 'Business Development Intern']),
    );
    expect(await suggest('figm')).toEqual([{ type: 'skill', value: 'Figma', count: 1 }]);
    expect(await suggest('kirana')).toEqual([{ type: 'company', value: 'Kirana Cloud', count: 5 }]);
    expect(await suggest('bomb')).toEqual([{ type: 'city', value: 'Mumbai', count: 1 }]);
  });

  it('suggests nothing for letters no listing starts with', async () => {
    expect(await suggest('zqx')).toEqual([]);
  });

  it.each(['', 'x'.repeat(61), 'a%00b'])('answers 400 for q=%s', async (text) => {
    const response = await app.inject({ url: `/api/jobs/suggest?q=${text}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/jobs — misspelt words the search understands', () => {
  it.each([
    ['intership', 'Internships'],
    ['internshp', 'Internships'],
    ['Hydrabad', 'Hyderabad'],
    ['Banglore', 'Bengaluru'],
    ['Dilli', 'Delhi NCR'],
    ['Mumbia', 'Mumbai'],
    ['remotly', 'Work from home'],
  ])('reads "%s" as %s', async (typed, label) => {
    const result = await search(q(typed));
    expect(result.understood.map((chip) => chip.label)).toEqual([label]);
  });

  it('finds the internships for "intership" and the Mumbai listing for "developer mumbia"', async () => {
    expect(new Set(await titles(q('intership')))).toEqual(
      new Set(['Web Developer Intern', 'Business Development Intern', 'Graphic Design Intern']),
    );
    expect(await titles(q('developer mumbia'))).toEqual(['Front End Developer']);
  });

  // Last in the file: it adds a listing the searches above do not expect.
  it('leaves a word some listing has alone, though it is one letter from a city', async () => {
    const employer = await readyEmployer(app);
    await postJob(app, employer, internshipBody({ title: 'Ranch Operations Intern' }));
    const result = await search(q('ranch'));
    expect(result.understood).toEqual([]);
    expect(result.items.map((j) => j.title)).toEqual(['Ranch Operations Intern']);
  });
});
