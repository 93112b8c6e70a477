// The job list's latency before and after issue 27's track records, from this machine: each
// server (BEFORE_URL, AFTER_URL) answers the same search pages in turns, one request at a time.
// "After" also times what a results page now asks besides: the track records of its companies.
//   BEFORE_URL=http://127.0.0.1:3341 AFTER_URL=http://127.0.0.1:3342 npx tsx bench/track-records/list-timing.ts
import { JobSearchResponseSchema, TrackRecordsResponseSchema } from '@shuruaat/contract';

const before = process.env.BEFORE_URL ?? 'http://127.0.0.1:3341';
const after = process.env.AFTER_URL ?? 'http://127.0.0.1:3342';
const rounds = Number(process.env.ROUNDS ?? 30);

// The /jobs page's first pages for the common searches (the answer cache keeps repeats warm,
// as it does in use).
const QUERIES = [
  '',
  'kind=internship',
  'kind=job',
  'q=react',
  'q=marketing',
  'city=Bengaluru',
  'workMode=remote',
  'q=data&kind=internship',
  'sort=newest',
  'q=design&city=Mumbai',
];

async function timed(url: string): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const response = await fetch(url);
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - start, body };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms (n=${values.length})`;

const times = { before: [] as number[], after: [] as number[], records: [] as number[] };
for (let round = 0; round < rounds; round += 1) {
  for (const query of QUERIES) {
    times.before.push((await timed(`${before}/api/jobs?${query}`)).ms);
    const list = await timed(`${after}/api/jobs?${query}`);
    times.after.push(list.ms);
    const ids = [
      ...new Set(JobSearchResponseSchema.parse(list.body).items.map((j) => j.company._id)),
    ];
    if (ids.length === 0) continue;
    const records = await timed(`${after}/api/jobs/track-records?companyIds=${ids.join(',')}`);
    TrackRecordsResponseSchema.parse(records.body);
    times.records.push(records.ms);
  }
}
console.log(`GET /api/jobs before:              ${summary(times.before)}`);
console.log(`GET /api/jobs after:               ${summary(times.after)}`);
console.log(`GET /api/jobs/track-records after: ${summary(times.records)}`);
