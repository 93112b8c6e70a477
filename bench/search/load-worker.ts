// Runs one autocannon load in its own process (so the load generator never shares the runner's
// event loop) and prints its figures as JSON. Usage: node --import tsx load-worker.ts <spec.json>
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { isOk, SHED, type LoadNumbers, type LoadSpec, type ShapeTally } from './load-spec';
import { seededRandom, zipfSampler } from './seeded-random';

const spec = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as LoadSpec;
const draw = spec.zipf ? zipfSampler(spec.paths.length, 1, seededRandom(spec.seed)) : () => 0;
const byShape: Record<string, ShapeTally> = {};
const statuses: Record<string, number> = {};
const sentByPath = spec.paths.map(() => 0);
const shedBySecond: number[] = [];
const slowBySecond: number[] = [];
const started = Date.now();
// The p99 target's bound: answers slower than this are counted by second, to show when they came.
const SLOW_MS = 50;
const count = (counts: number[], at: number) => {
  const second = Math.floor((at - started) / 1000);
  counts[second] = (counts[second] ?? 0) + 1;
};

const tallyOf = (index: number) =>
  (byShape[spec.shapes[index] ?? 'other'] ??= { sent: 0, statuses: {} });

function answer(index: number, status: number, sentAt: number) {
  const tally = tallyOf(index);
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  statuses[status] = (statuses[status] ?? 0) + 1;
  const now = Date.now();
  if (status === SHED) count(shedBySecond, now);
  else if (isOk(status) && now - sentAt > SLOW_MS) count(slowBySecond, now);
}

const result = await autocannon({
  url: spec.origin,
  connections: spec.connections,
  duration: spec.seconds,
  timeout: spec.timeoutSeconds,
  headers: spec.headers ?? {},
  // A shed request answers in a millisecond: latencies are of the answers students can use.
  excludeErrorStats: true,
  requests: [
    {
      // One request template, rebuilt before every send with the next path of the draw.
      setupRequest: (request, context) => {
        const index = draw();
        context.index = index;
        // One request at a time per connection: it is sent as soon as it is set up.
        context.sentAt = Date.now();
        tallyOf(index).sent += 1;
        sentByPath[index] = (sentByPath[index] ?? 0) + 1;
        return { ...request, method: 'GET', path: spec.paths[index] as string };
      },
      onResponse: (status, _body, context) =>
        answer(context.index as number, status, context.sentAt as number),
    },
  ],
});

const succeeded = Object.entries(statuses)
  .filter(([status]) => isOk(Number(status)))
  .reduce((sum, [, count]) => sum + count, 0);
const numbers: LoadNumbers = {
  // Useful answers per second: a server that sheds most requests fast must not look quick.
  rps: succeeded / result.duration,
  p50: result.latency.p50,
  p90: result.latency.p90,
  p99: result.latency.p99,
  max: result.latency.max,
  statuses,
  errors: result.errors,
  timeouts: result.timeouts,
  byShape,
  sentByPath,
  shedBySecond: Array.from(shedBySecond, (n) => n ?? 0),
  slowBySecond: Array.from(slowBySecond, (n) => n ?? 0),
};
console.log(JSON.stringify(numbers));
