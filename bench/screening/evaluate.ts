/**
 * Screening figures on the labelled set: `npx tsx bench/screening/evaluate.ts [--misses]`.
 * Prints precision, recall on scams and the share of legitimate listings held, for the whole
 * set and its held-out part; --misses lists the scams let through and the legitimate listings
 * held or queued, with the flags that decided them.
 */
import { loadLabelledSet } from '../../apps/server/src/features/screening/labelled-set/labelled-set';
import {
  figuresOf,
  scoreAll,
  type Figures,
  type Scored,
} from '../../apps/server/src/features/screening/labelled-set/metrics';

const percent = (n: number) => `${(n * 100).toFixed(1)} %`;

function row(name: string, f: Figures): string {
  return `| ${name} | ${f.listings} (${f.scams} scams, ${f.legitimate} legitimate) | ${percent(f.recallFlagged)} | ${percent(f.recallHeld)} | ${percent(f.precisionFlagged)} | ${percent(f.precisionHeld)} | ${percent(f.legitimateHeldRate)} | ${percent(f.legitimateQueuedRate)} |`;
}

function describe(s: Scored): string {
  const flags = s.result.flags.map((f) => `${f.code}(${f.weight}: "${f.evidence}")`).join(', ');
  return `  ${s.id} [${s.split}] ${s.result.level} ${s.result.score} ${s.title}\n      ${flags || 'no flags'}`;
}

const scored = scoreAll(loadLabelledSet());
console.log(
  '| part | listings | recall (held or queued) | recall (held) | precision (held or queued) | precision (held) | legitimate held | legitimate queued |',
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(row('all', figuresOf(scored)));
console.log(row('held-out', figuresOf(scored.filter((s) => s.split === 'heldout'))));
console.log(row('tuning part', figuresOf(scored.filter((s) => s.split === 'tune'))));

if (process.argv.includes('--misses')) {
  const part = process.argv.includes('--heldout') ? 'heldout' : 'tune';
  const mine = scored.filter((s) => s.split === part);
  console.log(`\nScams not held (${part}):`);
  for (const s of mine.filter((s) => s.label === 'scam' && s.result.level !== 'high'))
    console.log(describe(s));
  console.log(`\nLegitimate listings flagged (${part}):`);
  for (const s of mine.filter((s) => s.label === 'legit' && s.result.level !== 'low'))
    console.log(describe(s));
}
