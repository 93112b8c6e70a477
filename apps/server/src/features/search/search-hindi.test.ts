import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobSuggestResponseSchema, type PostJobBody } from '@shuruaat/contract';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { searchJobs, titlesFound } from '../../test/search';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
const DESCRIPTION = 'Work with a small team on real projects and learn every week.';
const HINDI_TITLE = 'डेटा एंट्री ऑपरेटर (हिंदी टाइपिंग)';
const HINDI_DESCRIPTION =
  'हमें लखनऊ में हिंदी और अंग्रेज़ी टाइपिंग जानने वाले फ्रेशर चाहिए। आपको ग्राहकों के फ़ॉर्म कंप्यूटर में भरने होंगे।';

const LISTINGS: PostJobBody[] = [
  internshipBody({ title: 'Web Developer Intern', skills: ['HTML', 'CSS'], cities: ['Pune'] }),
  internshipBody({ title: 'Marketing Intern', skills: ['Social Media'], cities: ['Pune'] }),
  jobBody({ title: 'Junior Accountant', skills: ['Tally'], cities: ['Mumbai'] }),
  jobBody({ title: 'Sales Executive', skills: ['Negotiation'], cities: ['Pune'] }),
  internshipBody({
    title: 'Content Writer Intern',
    skills: ['English'],
    workMode: 'remote',
    cities: [],
    partTime: true,
  }),
];

beforeAll(async () => {
  app = await createTestApp();
  const employer = await readyEmployer(app);
  for (const body of LISTINGS) await postJob(app, employer, { ...body, description: DESCRIPTION });
  await postJob(
    app,
    employer,
    jobBody({
      title: HINDI_TITLE,
      description: HINDI_DESCRIPTION,
      category: 'operations',
      skills: ['हिंदी टाइपिंग', 'Excel'],
      workMode: 'office',
      cities: ['Lucknow'],
    }),
  );
});
afterAll(() => app.close());

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const search = (text: string) => searchJobs(app, q(text));
const titles = async (text: string) => new Set(await titlesFound(app, q(text)));

describe('GET /api/jobs — Hindi and Hinglish queries', () => {
  it('answers "पुणे में इंटर्नशिप" with Pune internships and says what it understood', async () => {
    const result = await search('पुणे में इंटर्नशिप');
    expect(new Set(result.items.map((j) => j.title))).toEqual(
      new Set(['Web Developer Intern', 'Marketing Intern']),
    );
    expect(result.understood).toEqual([
      { type: 'city', phrase: 'पुणे', label: 'Pune', value: 'Pune' },
      { type: 'kind', phrase: 'इंटर्नशिप', label: 'Internships', value: 'internship' },
    ]);
    expect(result.readAs).toEqual({
      q: '',
      kind: 'internship',
      city: ['Pune'],
      workMode: null,
      partTime: null,
    });
  });

  it('answers the same in Hinglish: "pune me internship", "mumbai mein job"', async () => {
    expect(await titles('pune me internship')).toEqual(
      new Set(['Web Developer Intern', 'Marketing Intern']),
    );
    expect(await titles('mumbai mein job')).toEqual(new Set(['Junior Accountant']));
    expect(await titles('मुंबई में नौकरी')).toEqual(new Set(['Junior Accountant']));
  });

  it.each(['ghar se kaam', 'घर से काम', 'वर्क फ्रॉम होम'])(
    'gives the work-from-home listings for "%s", reported as mode remote',
    async (text) => {
      const result = await search(text);
      expect(result.items.map((j) => j.title)).toEqual(['Content Writer Intern']);
      expect(result.understood).toEqual([
        { type: 'workMode', phrase: text, label: 'Work from home', value: 'remote' },
      ]);
      expect(result.readAs.workMode).toBe('remote');
    },
  );

  it('reads पार्ट टाइम and fresher ke liye as filters', async () => {
    expect(await titles('पार्ट टाइम')).toEqual(new Set(['Content Writer Intern']));
    const fresher = await search('fresher ke liye pune');
    expect(fresher.readAs).toMatchObject({ kind: 'job', city: ['Pune'], q: '' });
    expect(fresher.items.map((j) => j.title)).toEqual(['Sales Executive']);
  });

  it.each([
    ['डेवलपर', 'Web Developer Intern'],
    ['मार्केटिंग', 'Marketing Intern'],
    ['अकाउंटेंट', 'Junior Accountant'],
    ['सेल्स', 'Sales Executive'],
    ['कंटेंट राइटर', 'Content Writer Intern'],
  ])('finds English listings for the Devanagari job word "%s"', async (text, title) => {
    const result = await search(text);
    expect(result.items.map((j) => j.title)).toEqual([title]);
    // A translation is no correction: no spelling chip says the student was wrong.
    expect(result.understood).toEqual([]);
  });

  it('never corrects a Devanagari or Hinglish word into an English one', async () => {
    for (const text of ['डेवलपरज़', 'कुम्हार', 'ghar', 'baithe']) {
      const result = await search(text);
      expect(
        result.understood.filter((c) => c.type === 'spelling'),
        text,
      ).toEqual([]);
    }
  });
});

describe('GET /api/jobs — listings written in Hindi', () => {
  it('finds a Hindi listing by Hindi words of its title, skills and description', async () => {
    for (const text of ['डेटा एंट्री', 'टाइपिंग', 'लखनऊ में नौकरी', 'कंप्यूटर फ़ॉर्म']) {
      expect(await titles(text), text).toEqual(new Set([HINDI_TITLE]));
    }
  });

  it('finds it by the English words its Hindi ones stand for', async () => {
    expect(await titles('data entry operator')).toEqual(new Set([HINDI_TITLE]));
  });

  it('finds it by a canonically equivalent or variant spelling of its words', async () => {
    const variants = [
      'हिन्दी टाइपिंग', // a half nasal for the anusvara
      'डेटा एंट्\u200dरी', // a zero-width joiner inside a word
      'क\u093cंप्यूटर'.replace('क\u093c', 'क'), // decomposed forms normalise the same
      'फ\u093cॉर्म', // the nukta as its own code point
      'फॉर्म', // no nukta at all
    ];
    for (const text of variants) expect(await titles(text), text).toEqual(new Set([HINDI_TITLE]));
  });

  it('suggests the Hindi title and Pune by the start of their Devanagari names', async () => {
    const suggest = async (text: string) => {
      const response = await app.inject({ url: `/api/jobs/suggest?${q(text)}` });
      expect(response.statusCode, response.body).toBe(200);
      return JobSuggestResponseSchema.parse(response.json()).suggestions.map((s) => s.value);
    };
    expect(await suggest('डेटा')).toContain(HINDI_TITLE);
    expect(await suggest('पुण')).toEqual(['Pune']);
  });
});

describe('GET /api/jobs — odd and hostile text', () => {
  it('answers a query of only stop words with every listing and no chips', async () => {
    for (const text of ['में के लिए', 'me ke liye', 'का की']) {
      const result = await search(text);
      expect(result.total, text).toBe(LISTINGS.length + 1);
      expect(result.understood, text).toEqual([]);
    }
  });

  it('answers a query that mixes scripts', async () => {
    const result = await search('web डेवलपर pune में internship');
    expect(result.items.map((j) => j.title)).toEqual(['Web Developer Intern']);
  });

  it.each([
    ['100 Devanagari combining marks', '\u093e\u094d\u0902\u093c'.repeat(25)],
    ['right-to-left marks around a city', '\u202eपुणे\u202c \u200fइंटर्नशिप\u200f'],
    ['a byte order mark and zero-width spaces', '\ufeffपुणे\u200bइंटर्नशिप'],
  ])('answers 200 for %s', async (_case, text) => {
    const response = await app.inject({ url: `/api/jobs?${q(text)}` });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('reads a city wrapped in direction marks as the city', async () => {
    const result = await search('\u202eपुणे\u202c \u200fइंटर्नशिप\u200f');
    expect(result.readAs).toMatchObject({ city: ['Pune'], kind: 'internship' });
  });

  it('answers 400, never a 5xx, for 10,000 combining marks', async () => {
    const response = await app.inject({ url: `/api/jobs?${q('\u093e'.repeat(10_000))}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it.each([
    // A lone surrogate cannot be sent as UTF-8: what arrives is its bytes, or its escape.
    ['the UTF-8 bytes of a lone surrogate', '%ED%A0%80%E0%A4%AA'],
    ['a lone surrogate escaped as %uD800', '%uD800pune'],
    ['a truncated Devanagari letter', '%E0%A4'],
  ])('never answers 5xx for %s', async (_case, raw) => {
    const response = await app.inject({ url: `/api/jobs?q=${raw}` });
    expect(response.statusCode).toBeLessThan(500);
  });

  // Last: it adds a listing the counts above do not expect.
  it('indexes a listing whose description is mostly a run of combining marks', async () => {
    const employer = await readyEmployer(app);
    const marks = '\u093e\u094d\u0902\u093c\u0941'.repeat(1_900);
    await postJob(
      app,
      employer,
      internshipBody({
        title: 'ग्राफ़िक डिज़ाइन इंटर्न',
        description: `${marks} ग्राफ़िक डिज़ाइन सीखें और असली ब्रांड के लिए पोस्टर बनाएं।`,
        cities: ['Jaipur'],
      }),
    );
    expect(await titles('जयपुर डिजाइन')).toEqual(new Set(['ग्राफ़िक डिज़ाइन इंटर्न']));
    expect(await titles('graphic design jaipur')).toEqual(new Set(['ग्राफ़िक डिज़ाइन इंटर्न']));
  });
});
