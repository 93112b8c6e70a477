import type { LoadResult } from './load';
import type { Plan } from './explain';

type Report = {
  jobs: number;
  seconds: number;
  connections: number;
  machine: Record<string, string>;
  results: LoadResult[];
  plans: Plan[];
};

const verdict = (r: LoadResult) => {
  const { p99Target, rpsTarget } = r.scenario;
  if (p99Target === null && rpsTarget === null) return '—';
  const p99Ok = p99Target === null || r.p99 <= p99Target;
  const rpsOk = rpsTarget === null || r.rps >= rpsTarget;
  return p99Ok && rpsOk
    ? 'met'
    : `missed (${[!p99Ok && `p99 > ${p99Target} ms`, !rpsOk && `< ${rpsTarget} req/s`].filter(Boolean).join(', ')})`;
};

export function renderResults(report: Report): string {
  const ceiling = report.results.find((r) => r.scenario.key === 'ceiling');
  const rows = report.results.map((r) => {
    const ratio = ceiling ? `${((r.rps / ceiling.rps) * 100).toFixed(1)} %` : '';
    const target =
      [
        r.scenario.p99Target && `p99 ≤ ${r.scenario.p99Target} ms`,
        r.scenario.rpsTarget && `≥ ${r.scenario.rpsTarget} req/s`,
      ]
        .filter(Boolean)
        .join(', ') || '—';
    return `| ${r.scenario.key} | ${r.scenario.label} | ${Math.round(r.rps).toLocaleString('en-IN')} | ${r.p50} | ${r.p99} | ${ratio} | ${target} | ${verdict(r)} | ${r.non2xx + r.errors} |`;
  });
  const plans = report.plans.map(
    (p) =>
      `<details><summary><code>${p.path.replace(/&/g, '&amp;')}</code></summary>\n\n${p.queries
        .map((q) => `\`\`\`sql\n${q.sql}\n\`\`\`\n\n\`\`\`\n${q.plan}\n\`\`\``)
        .join('\n\n')}\n\n</details>`,
  );
  return [
    '# Benchmark results',
    '',
    `## Search over ${report.jobs.toLocaleString('en-IN')} jobs (\`npm run bench:search\`)`,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)}. Machine: ${Object.entries(report.machine)
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')}.`,
    `Server: the production build (\`node apps/server/dist/server.js\`, NODE_ENV=production) on PostgreSQL on the same machine;`,
    `load: autocannon in a second process on 127.0.0.1, ${report.connections} connections, ${report.seconds} s per scenario after a 3 s warm-up.`,
    '',
    'What bounds each figure, and what would move it, is in `bench/README.md`.',
    '',
    '| | scenario | req/s | p50 ms | p99 ms | of ceiling | target | verdict | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '## Query plans',
    '',
    'Each scenario’s SQL, recorded from the real search service, with `EXPLAIN (ANALYZE, BUFFERS)`.',
    '',
    ...plans,
    '',
  ].join('\n');
}
