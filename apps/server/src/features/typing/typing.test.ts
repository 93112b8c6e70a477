import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TypingCertificateResponseSchema,
  TypingHistoryWithApplicationsSchema,
  TypingPresetsResponseSchema,
  TypingResultResponseSchema,
  TypingTestPassagesResponseSchema,
  type TypingLanguage,
  type TypingPassage,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { headFor } from '../seo/seo.service';
import { createTestApp } from '../../test/test-app';
import type { KeystrokeEvent, LayoutId } from '@shuruaat/typing';
import {
  attemptText,
  backdateAttempt,
  keysFor,
  logOf,
  resultBody,
  startAttempt,
  timed,
  type IssuedAttempt,
} from '../../test/typing';

let app: FastifyInstance;
let admin: TestAccount;
let employer: TestAccount;
let otherEmployer: TestAccount;
let english: TypingPassage[];
let hindi: TypingPassage[];

const as = (account: TestAccount | null) => (account ? bearer(account.token) : {});

async function passages(language: TypingLanguage) {
  const response = await app.inject({ url: `/api/tools/typing-passages?language=${language}` });
  expect(response.statusCode).toBe(200);
  return TypingTestPassagesResponseSchema.parse(response.json()).passages;
}

const score = (account: TestAccount | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/tools/typing-results', headers: as(account), payload });

/** An attempt issued for `setup` whose passages `fits` accepts (the server picks them). */
async function attemptWhere(
  setup: Record<string, unknown>,
  fits: (attempt: IssuedAttempt) => boolean,
  account: TestAccount | null = null,
) {
  for (let tries = 0; tries < 40; tries += 1) {
    const attempt = await startAttempt(app, account?.token ?? null, setup);
    if (fits(attempt)) return attempt;
  }
  throw new Error('no attempt had a fitting passage');
}

/** The body for `events` typed on `layout`, the attempt backdated by the log's length. */
async function typed(
  attempt: IssuedAttempt,
  events: KeystrokeEvent[],
  layout: LayoutId | 'native' = 'english',
  resumed = false,
) {
  await backdateAttempt(app, attempt._id, (events[events.length - 1]?.t ?? 0) + 1000);
  return resultBody(attempt, logOf(layout, events), resumed);
}

/** An anonymous practice attempt with its first `words` words typed without a mistake. */
async function englishBody(words = 40, seed = 11) {
  // seed: the pseudo-random walk of the key times
  const attempt = await startAttempt(app, null);
  return typed(attempt, timed(keysFor('english', attemptText(attempt, words)), 150, seed));
}

// Each whole-passage result leaves off a different number of final words: the server picks the
// passage, and two results with the same keys would be refused as a replayed log.
let wholePassages = 0;

async function typingResult(
  candidate: TestAccount,
  setup: Record<string, unknown>,
  resumed: boolean,
) {
  const attempt = await startAttempt(app, candidate.token, setup);
  wholePassages += 1;
  const words = 350 - (wholePassages % 10);
  const events = timed(keysFor('english', attemptText(attempt, words)), 120, Date.now() % 997);
  const response = await score(candidate, await typed(attempt, events, 'english', resumed));
  expect(response.statusCode, response.body).toBe(200);
  return TypingResultResponseSchema.parse(response.json()).result;
}

/** A candidate who types a whole SSC CHSL passage without a mistake, in about 4 minutes. */
const passedSscResult = (candidate: TestAccount) =>
  typingResult(candidate, { presetId: 'ssc-chsl', durationMinutes: 10 }, false);

beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
  employer = await readyEmployer(app);
  otherEmployer = await readyEmployer(app);
  english = await passages('en');
  hindi = await passages('hi');
  expect(english.length).toBeGreaterThan(0);
});
afterAll(() => app.close());

describe('typing catalogue', () => {
  it('offers plain practice and the exam presets as data rows', async () => {
    const response = await app.inject({ url: '/api/tools/typing-presets' });
    const { presets } = TypingPresetsResponseSchema.parse(response.json());
    const ids = presets.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['practice', 'ssc-chsl', 'rrb-ntpc', 'upsssc']));
    const rrb = presets.find((p) => p.id === 'rrb-ntpc');
    expect(rrb).toMatchObject({ backspace: 'none', isExam: true, pauseAllowed: false });
    expect(presets.find((p) => p.id === 'practice')?.isExam).toBe(false);
  });

  it('ships at least 30 passages in each language, enough words to chain for 90 minutes', () => {
    expect(english.length).toBeGreaterThanOrEqual(30);
    expect(hindi.length).toBeGreaterThanOrEqual(30);
    const words = (list: TypingPassage[]) => list.reduce((n, p) => n + p.wordCount, 0);
    // A Hindi typist at 30 WPM types 2,700 words in 90 minutes; English chains twice over.
    expect(words(hindi)).toBeGreaterThanOrEqual(2700);
    expect(words(english)).toBeGreaterThanOrEqual(3400);
    expect(hindi.every((p) => p.language === 'hi' && p.body === p.body.normalize('NFC'))).toBe(
      true,
    );
    expect(english.every((p) => p.topics.length > 0)).toBe(true);
  });

  it('refuses a passages request without a valid language', async () => {
    const response = await app.inject({ url: '/api/tools/typing-passages?language=fr' });
    expect(response.statusCode).toBe(400);
  });
});

describe('scoring a test from its keystroke log', () => {
  it('scores an anonymous English practice test without keeping it', async () => {
    const response = await score(null, await englishBody());
    expect(response.statusCode, response.body).toBe(200);
    const { result } = TypingResultResponseSchema.parse(response.json());
    expect(result._id).toBeNull();
    expect(result.mistakes).toEqual([]);
    expect(result.figures.netWpm).toBeGreaterThan(0);
    expect(result.figures.accuracy).toBe(100);
    expect(result.figures.passed).toBeNull();
    expect(result.passage.split(' ')).toHaveLength(40);
  });

  it('scores Hindi typed on Remington GAIL key codes as correct Devanagari', async () => {
    const setup = { language: 'hi', layout: 'remington-gail', durationMinutes: 2 };
    const typeable = (a: IssuedAttempt) => {
      try {
        keysFor('hindi-remington-gail', attemptText(a, 20));
        return true;
      } catch {
        return false;
      }
    };
    const attempt = await attemptWhere(setup, typeable);
    const text = attemptText(attempt, 20);
    const keys = keysFor('hindi-remington-gail', text);
    const response = await score(
      null,
      await typed(attempt, timed(keys, 220), 'hindi-remington-gail'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { result } = TypingResultResponseSchema.parse(response.json());
    expect(result.mistakes).toEqual([]);
    expect(result.figures.keyDepressions).toBeGreaterThan(text.length / 2);
  });

  it('scores Hindi typed on Krutidev keys, the layout the page now offers (issue 23, item 8)', async () => {
    const setup = { language: 'hi', layout: 'krutidev', durationMinutes: 2 };
    const typeable = (a: IssuedAttempt) => {
      try {
        keysFor('hindi-krutidev', attemptText(a, 20));
        return true;
      } catch {
        return false;
      }
    };
    const attempt = await attemptWhere(setup, typeable);
    const keys = keysFor('hindi-krutidev', attemptText(attempt, 20));
    const response = await score(null, await typed(attempt, timed(keys, 220), 'hindi-krutidev'));
    expect(response.statusCode, response.body).toBe(200);
    expect(TypingResultResponseSchema.parse(response.json()).result.mistakes).toEqual([]);
  });

  it('marks every mistake on its word', async () => {
    // A long word with one letter too many is a spelling mistake; a dropped word an omission.
    const longWord = (words: string[]) =>
      words.findIndex((w, i) => i > 1 && i < 20 && /^[a-z]{7,}$/.test(w));
    const firstWords = (a: IssuedAttempt) => attemptText(a, 30).split(' ');
    const attempt = await attemptWhere({}, (a) => longWord(firstWords(a)) > 1);
    const words = firstWords(attempt);
    const typedWords = [...words];
    const long = longWord(words);
    typedWords[long] = `${words[long]}x`;
    typedWords.splice(25, 1);
    const response = await score(
      null,
      await typed(attempt, timed(keysFor('english', typedWords.join(' ')), 150)),
    );
    const { result } = TypingResultResponseSchema.parse(response.json());
    const marked = result.mistakes.map((m) => [m.wordIndex, m.kind]);
    expect(marked).toEqual(
      expect.arrayContaining([
        [long, 'spelling'],
        [25, 'omission'],
      ]),
    );
  });

  it('marks no omissions when the last word typed appears again a little further on', async () => {
    // "the" ends the typing and comes back a few words later: the words between are not skipped.
    const stopOf = (a: IssuedAttempt) => {
      const words = attemptText(a, 60).split(' ');
      return words.findIndex((w, i) => i > 5 && i < 45 && words.slice(i + 2, i + 12).includes(w));
    };
    const attempt = await attemptWhere({}, (a) => stopOf(a) > 0);
    const text = attemptText(attempt, stopOf(attempt) + 1);
    const response = await score(null, await typed(attempt, timed(keysFor('english', text), 150)));
    const { result } = TypingResultResponseSchema.parse(response.json());
    expect(result.mistakes).toEqual([]);
  });

  it('refuses logs no person could have typed, saying why', async () => {
    for (const make of [
      (keys: ReturnType<typeof keysFor>) => keys.map((key, i) => ({ ...key, t: (i + 1) * 100 })),
      (keys: ReturnType<typeof keysFor>) =>
        keys.map((key, i) => ({ ...key, t: i * 5 + Math.round(Math.random() * 3) })),
    ]) {
      const attempt = await startAttempt(app, null);
      const events = make(keysFor('english', attemptText(attempt, 60)));
      const response = await score(null, await typed(attempt, events));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/\w+/);
    }
  });

  it('refuses pasted text typed through an input method', async () => {
    const attempt = await startAttempt(app, null);
    const events = [
      { t: 400, code: 'KeyV', shift: false, altGr: false, text: attemptText(attempt, 40) },
    ];
    const response = await score(null, await typed(attempt, events, 'native'));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a log it cannot read and a test the preset does not offer', async () => {
    for (const log of ['!!not-a-log!!', 'AAAA']) {
      const attempt = await startAttempt(app, null);
      const response = await score(null, resultBody(attempt, log));
      expect(response.statusCode, log).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const setups = [
      { layout: 'remington-gail' },
      { presetId: 'no-such-preset' },
      { presetId: 'ssc-chsl', durationMinutes: 1 },
      { durationMinutes: 7 },
      { language: 'fr' },
    ];
    for (const setup of setups) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tools/typing-attempts',
        payload: {
          presetId: 'practice',
          language: 'en',
          layout: 'en-us',
          durationMinutes: 1,
          ...setup,
        },
      });
      expect(response.statusCode, JSON.stringify(setup)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('applies the exam backspace rule on the server too: RRB NTPC ignores every Backspace', async () => {
    const attempt = await startAttempt(app, null, { presetId: 'rrb-ntpc', durationMinutes: 10 });
    const keys = keysFor('english', attemptText(attempt, 40));
    // A wrong letter then Backspace at the end of word 5: RRB refuses the correction.
    const space = keys.findIndex(
      (k, i) =>
        k.code === 'Space' && keys.slice(0, i).filter((x) => x.code === 'Space').length === 5,
    );
    keys.splice(
      space,
      0,
      { code: 'KeyQ', shift: false, altGr: false },
      { code: 'Backspace', shift: false, altGr: false },
    );
    const response = await score(null, await typed(attempt, timed(keys, 150)));
    expect(response.statusCode, response.body).toBe(200);
    const { result } = TypingResultResponseSchema.parse(response.json());
    expect(result.mistakes.some((m) => m.wordIndex === 5)).toBe(true);
  });
});

describe('results, history and certificates', () => {
  it('keeps a candidate’s result and gives a passing exam result a public certificate', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const result = await passedSscResult(candidate);
    expect(result._id).not.toBeNull();
    expect(result.figures.passed).toBe(true);
    expect(result.certificateId).not.toBeNull();

    const certificate = await app.inject({
      url: `/api/tools/typing-certificates/${result.certificateId}`,
    });
    expect(certificate.statusCode).toBe(200);
    const shown = TypingCertificateResponseSchema.parse(certificate.json()).certificate;
    expect(shown).toMatchObject({ name: 'Test Person', presetName: result.presetName });
    expect(shown.revokedAt).toBeNull();

    const history = await app.inject({
      url: '/api/candidates/typing-results',
      headers: as(candidate),
    });
    expect(TypingHistoryWithApplicationsSchema.parse(history.json()).items[0]?._id).toBe(
      result._id,
    );
    const own = await app.inject({
      url: `/api/tools/typing-results/${result._id}`,
      headers: as(candidate),
    });
    expect(own.statusCode).toBe(200);
    const stranger = await registerAccount(app, 'candidate');
    const other = await app.inject({
      url: `/api/tools/typing-results/${result._id}`,
      headers: as(stranger),
    });
    expect(other.statusCode).toBe(404);
  });

  it('gives no certificate for a practice result or an exam resumed after a reload', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const attempt = await startAttempt(app, candidate.token);
    // 37 words, a count no other test types: the server picks the passage, and the same words
    // of the same passage are refused as a replayed log whatever their times (a CI run drew the
    // passage the 40-word practice above had typed).
    const events = timed(keysFor('english', attemptText(attempt, 37)), 150, 23);
    const practice = await score(candidate, await typed(attempt, events));
    expect(practice.statusCode, practice.body).toBe(200);
    expect(TypingResultResponseSchema.parse(practice.json()).result.certificateId).toBeNull();
    const result = await typingResult(
      candidate,
      { presetId: 'ssc-chsl', durationMinutes: 10 },
      true,
    );
    expect(result.resumed).toBe(true);
    expect(result.certificateId).toBeNull();
  });

  it('lets only an admin revoke a certificate, once, and the public page says so', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const { certificateId } = await passedSscResult(candidate);
    const revoke = (account: TestAccount | null) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admins/typing-certificates/${certificateId}/revoke`,
        headers: as(account),
        payload: { reason: 'The same log was submitted from two accounts' },
      });
    expect((await revoke(null)).statusCode).toBe(401);
    expect((await revoke(candidate)).statusCode).toBe(403);
    expect((await revoke(admin)).statusCode).toBe(200);
    expect((await revoke(admin)).statusCode).toBe(409);
    const page = await app.inject({ url: `/api/tools/typing-certificates/${certificateId}` });
    const shown = TypingCertificateResponseSchema.parse(page.json()).certificate;
    expect(shown.revokedAt).not.toBeNull();
    expect(shown.revokedReason).toMatch(/two accounts/);
    const missing = await app.inject({ url: '/api/tools/typing-certificates/nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets a candidate attach a result to an application, which the job’s employer sees', async () => {
    const candidate = await readyCandidate(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    const result = await passedSscResult(candidate);
    const history = TypingHistoryWithApplicationsSchema.parse(
      (await app.inject({ url: '/api/candidates/typing-results', headers: as(candidate) })).json(),
    );
    const applicationId = history.applications[0]?.applicationId ?? '';
    const attach = (account: TestAccount, resultId: string | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/candidates/applications/${applicationId}/typing-result`,
        headers: as(account),
        payload: { resultId },
      });

    const stranger = await readyCandidate(app);
    expect((await attach(stranger, result._id)).statusCode).toBe(404);
    const theirs = await passedSscResult(stranger);
    expect((await attach(candidate, theirs._id)).statusCode).toBe(403);
    expect((await attach(candidate, result._id)).statusCode).toBe(200);

    const seen = await app.inject({
      url: `/api/employers/job/${job._id}/applicants/typing-results`,
      headers: as(employer),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().results).toHaveLength(1);
    expect(seen.json().results[0]).toMatchObject({
      applicationId,
      _id: result._id,
      passed: true,
      certificateValid: true,
    });
    const notTheirs = await app.inject({
      url: `/api/employers/job/${job._id}/applicants/typing-results`,
      headers: as(otherEmployer),
    });
    expect([403, 404]).toContain(notTheirs.statusCode);
  });
});

describe('passages administration', () => {
  const body = {
    language: 'en',
    title: 'The National Highways',
    body: 'National highways connect state capitals, ports and large towns across the country. They are built and maintained by a central authority, while state highways and district roads are looked after by the states. Wider highways with service lanes have cut travel times for goods and passengers alike.',
    difficulty: 'medium',
    topics: ['geography', 'transport'],
    source: 'Written for Shuruaat',
  };

  it('lets an admin add a passage, which the next test can use', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/admins/typing-passages',
      headers: as(admin),
      payload: body,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().passage).toMatchObject({ title: body.title, wordCount: 47 });
    const list = await app.inject({
      url: '/api/admins/typing-passages?language=en',
      headers: as(admin),
    });
    expect(list.json().items.map((p: TypingPassage) => p.title)).toContain(body.title);
    expect((await passages('en')).map((p) => p.title)).toContain(body.title);
  });

  it('refuses non-admins and passages too short to type', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const post = (account: TestAccount | null, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admins/typing-passages',
        headers: as(account),
        payload,
      });
    expect((await post(null, body)).statusCode).toBe(401);
    expect((await post(candidate, body)).statusCode).toBe(403);
    expect((await post(employer, body)).statusCode).toBe(403);
    const short = await post(admin, { ...body, body: 'Too short.' });
    expect(short.statusCode).toBe(400);
  });
});

describe('typing pages for search engines', () => {
  const head = (path: string) => headFor(app.db, new URL(`http://x${path}`), 'https://shuruaat.in');

  it('writes a title and description for each preset page, and 404 for a slug that is none', async () => {
    const page = await head('/tools/english-typing-test-ssc-chsl-10-minutes');
    expect(page).toMatchObject({ status: 200 });
    expect(page?.title).toMatch(/SSC CHSL/);
    expect(page?.description).toMatch(/10 minutes/);
    const hindi = await head('/tools/hindi-typing-test-remington-gail-10-minutes');
    expect(hindi?.title).toMatch(/Hindi Remington GAIL typing test — 10 minutes/);
    expect((await head('/tools/typing-test'))?.status).toBe(200);
    expect((await head('/tools'))?.status).toBe(200);
    expect((await head('/tools/hindi-typing-test-qwerty-7-minutes'))?.status).toBe(404);
  });

  it('names the holder of a certificate in its head, and 404s one that does not exist', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const { certificateId } = await passedSscResult(candidate);
    const page = await head(`/tools/typing-test/certificate/${certificateId}`);
    expect(page?.title).toMatch(/Test Person/);
    const missing = await head(
      '/tools/typing-test/certificate/7b0c0f7e-0000-4000-8000-000000000000',
    );
    expect(missing?.status).toBe(404);
  });

  it('lists the typing pages in the sitemap', async () => {
    const response = await app.inject({ url: '/sitemaps/pages.xml' });
    expect(response.body).toContain('/tools/typing-test</loc>');
    expect(response.body).toContain('/tools/english-typing-test-ssc-chsl-10-minutes</loc>');
  });
});
