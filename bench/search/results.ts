import type { Plan } from './explain';
import type { LoadNumbers } from './load-spec';
import { ofCeiling, outcomes, runLine, verdict, whole, type Machine } from './report-format';
import type { Scenario } from './scenarios';

export const REPEATED_HEADING = '## Repeated URLs (secondary)';
export const PLANS_HEADING = '## Query plans';

export type ScenarioResult = LoadNumbers & { scenario: Scenario; path: string };

export type RepeatedReport = {
  jobs: number;
  seconds: number;
  connections: number;
  machine: Machine;
  results: ScenarioResult[];
  ceiling: LoadNumbers | undefined;
};

function targetOf({ p99Target, rpsTarget }: Scenario) {
  return {
    text:
      [p99Target && `p99 ≤ ${p99Target} ms`, rpsTarget && `≥ ${rpsTarget} req/s`]
        .filter(Boolean)
        .join(', ') || '—',
    goal: { p99: p99Target ?? undefined, rps: rpsTarget ?? undefined },
  };
}

export function renderRepeatedSection(report: RepeatedReport): string {
  const rows = report.results.map((r) => {
    const target = targetOf(r.scenario);
    const judged = target.text === '—' ? '—' : verdict(r, target.goal);
    return `| ${r.scenario.key} | ${r.scenario.label} | ${whole(r.rps)} | ${r.p50} | ${r.p99} | ${ofCeiling(r.rps, report.ceiling)} | ${target.text} | ${judged} | ${whole(outcomes(r).failed)} |`;
  });
  return [
    REPEATED_HEADING,
    '',
    runLine(report.machine),
    `${whole(report.jobs)} jobs. Server: the production build (\`node apps/server/dist/server.js\`, NODE_ENV=production) on PostgreSQL on the same machine;`,
    `load: autocannon in a second process on 127.0.0.1, ${report.connections} connections, ${report.seconds} s per scenario after a 3 s warm-up. Each scenario repeats one URL, so the server's caches answer most of it: these are figures for popular searches, the mix above is the headline.`,
    '',
    'What bounds each figure, and what would move it, is in `bench/README.md`.',
    '',
    '| | scenario | req/s | p50 ms | p99 ms | of ceiling | target | verdict | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function renderPlansSection(plans: Plan[]): string {
  const details = plans.map(
    (p) =>
      `<details><summary><code>${p.path.replace(/&/g, '&amp;')}</code></summary>\n\n${p.queries
        .map((q) => `\`\`\`sql\n${q.sql}\n\`\`\`\n\n\`\`\`\n${q.plan}\n\`\`\``)
        .join('\n\n')}\n\n</details>`,
  );
  return [
    PLANS_HEADING,
    '',
    'Each repeated-URL scenario’s SQL, recorded from the real search service on a freshly built index, with `EXPLAIN (ANALYZE, BUFFERS)`. The index answers the search from memory (decision 013); the one statement left reads the shown page’s rows by primary key, and only for rows not already cached.',
    '',
    ...details,
  ].join('\n');
}
