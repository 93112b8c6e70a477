import { execFileSync } from 'node:child_process';
import { answered, countOf, isOk, SHED, type LoadNumbers } from './load-spec';

export type Machine = Record<string, string>;

const shell = (command: string) => execFileSync('sh', ['-c', command]).toString().trim();

/** Where the figures were taken: they mean little without the machine. */
export function describeMachine(): Machine {
  return {
    cpu: shell("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"),
    cores: shell('nproc'),
    'memory GB': shell("free -g | awk '/Mem:/ {print $2}'"),
    node: process.version,
    postgres: shell('psql --version'),
  };
}

export const runLine = (machine: Machine) =>
  `Run on ${new Date().toISOString().slice(0, 10)}. Machine: ${Object.entries(machine)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')}.`;

export const whole = (n: number) => Math.round(n).toLocaleString('en-IN');
export const ofCeiling = (rps: number, ceiling: LoadNumbers | undefined) =>
  ceiling && ceiling.rps > 0 ? `${((rps / ceiling.rps) * 100).toFixed(2)} %` : '—';

/** Server CPU per 2xx answer, in µs, when the load measured it. */
export function cpuPerAnswer(n: LoadNumbers): string {
  const ok = countOf(n, isOk);
  return n.serverCpuMs === undefined || ok === 0 ? '—' : whole((n.serverCpuMs * 1000) / ok);
}

export const loadAverageText = (n: LoadNumbers) =>
  n.loadAverage ? n.loadAverage.map((v) => v.toFixed(1)).join(' → ') : '—';

/** Answers and failures of one load: 2xx, shed (503), other non-2xx, and no answer at all. */
export function outcomes(n: LoadNumbers) {
  const ok = countOf(n, isOk);
  const shed = countOf(n, (s) => s === SHED);
  const otherFailed = answered(n) - ok - shed;
  return { ok, shed, otherFailed, failed: shed + otherFailed + n.errors };
}

export function verdict(
  n: LoadNumbers,
  target: { p99?: number; rps?: number; noErrors?: boolean },
): string {
  if (outcomes(n).ok === 0) return 'missed (no 2xx answer)';
  const misses = [
    target.p99 !== undefined && n.p99 > target.p99 && `p99 > ${target.p99} ms`,
    target.rps !== undefined && n.rps < target.rps && `< ${target.rps} req/s`,
    target.noErrors && outcomes(n).failed > 0 && 'errors',
  ].filter(Boolean);
  return misses.length ? `missed (${misses.join(', ')})` : 'met';
}
