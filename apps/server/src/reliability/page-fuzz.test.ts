import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, bearer } from '../test/accounts';
import { internshipBody, postJob, readyEmployer } from '../test/jobs';
import { BUILT_LIKE_INDEX_HTML, problemsWithPage } from '../test/page-checks';
import { createTestApp } from '../test/test-app';
import { nastyText } from './fuzz-values';

/** Random unless given: each run explores other inputs; a failure prints the seed to replay. */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

const WEB_SSR_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

/** Every byte percent-encoded; a lone surrogate goes as U+FFFD, as a browser would send it. */
const pct = (text: string) =>
  Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Server-rendered pages whose URL carries visitor text, with a plain value to compare with. */
const PAGES: { name: string; url: (text: string) => string }[] = [
  { name: 'search', url: (text) => `/jobs?q=${pct(text)}` },
  { name: 'search in a city', url: (text) => `/jobs?q=intern&city=${pct(text)}` },
  { name: 'internships', url: (text) => `/internships?q=${pct(text)}` },
  { name: 'a job', url: (text) => `/jobs/${pct(text)}` },
  { name: 'a blog', url: (text) => `/blogs/${pct(text)}` },
  { name: 'a portfolio', url: (text) => `/portfolio/${pct(text)}` },
  { name: 'the home page', url: (text) => `/?ref=${pct(text)}` },
];
const PLAIN = 'react';

/** Visitor text, hostile and ordinary; the page may echo it, but only a bounded number of times. */
const visitorText = fc.oneof(
  { arbitrary: nastyText, weight: 3 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc
      .array(fc.constantFrom('$`', "$'", '$&', '$$', '$1', ' ', 'a'), { maxLength: 12 })
      .map((parts) => parts.join('')),
    weight: 2,
  },
);

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'shuruaat-page-fuzz-'));
  writeFileSync(join(dist, 'index.html'), BUILT_LIKE_INDEX_HTML);
  app = await createTestApp({ webDistDir: dist, webSsrEntry: WEB_SSR_ENTRY });
  // Listings and a blog whose own text is hostile, so every list and page above shows some.
  const employer = await readyEmployer(app);
  const admin = await adminAccount(app);
  const titles = fc.sample(nastyText, { seed: SEED, numRuns: 3 });
  for (const title of ["Dollar $' $` $& $$ $1 intern", ...titles]) {
    const safe = `${title} React intern`.slice(0, 100).trim();
    await postJob(app, employer, internshipBody({ title: safe })).catch(() => undefined);
  }
  await app.inject({
    method: 'POST',
    url: '/api/admins/create-blog',
    headers: bearer(admin.token),
    payload: {
      title: "Offers: $' $` $& and what they mean",
      author: 'Shuruaat Careers Desk',
      metaDescription: "What $' and $& mean in an offer letter, and other questions to ask.",
      body: `## Check\n\n${'Convert every offer to a monthly figure $`. '.repeat(8)}`,
      topic: 'internships',
    },
  });
});
afterAll(() => app.close());

describe('fuzzing the server-rendered pages', () => {
  it('answers every page without a 5xx, within a size bound, with data blocks that parse', async () => {
    const failures: string[] = [];
    let count = 0;
    for (const page of PAGES) {
      // Empty text is another page (`/jobs/` is the list), so the larger of the two is the base.
      const plain = await Promise.all(
        [PLAIN, ''].map((text) => app.inject({ url: page.url(text) })),
      );
      const base = Math.max(...plain.map((response) => response.body.length));
      const texts = fc.sample(visitorText, { seed: SEED + count, numRuns: RUNS * 3 });
      for (const text of texts) {
        const url = page.url(text);
        const response = await app.inject({ url });
        count += 1;
        // The URL's text may be echoed in the title, description, canonical, heading and state,
        // percent-encoded at worst; a copied document is tens of kilobytes more than that.
        const bound = base + 60 * Buffer.byteLength(url) + 8_000;
        const problems = [
          ...(response.statusCode >= 500 ? [`status ${response.statusCode}`] : []),
          ...(response.body.length > bound ? [`${response.body.length} bytes > ${bound}`] : []),
          ...(response.statusCode < 300 ? problemsWithPage(response.body) : []),
        ];
        if (problems.length > 0) failures.push(`${page.name} ${url.slice(0, 120)}: ${problems}`);
      }
    }
    console.info(`page fuzz: ${count} pages, seed ${SEED}; replay with FUZZ_SEED=${SEED}`);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 240_000);
});
