import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** A process's memory as the kernel counts it, in MB: now (VmRSS) and its peak so far (VmHWM). */
export type ResidentMemory = { rssMb: number; peakMb: number; loadAverage: number };

/** Reads /proc/<pid>/status (Linux); what the operating system charges, not what the heap says. */
export function residentMemoryOf(pid: number): ResidentMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return {
    rssMb: kb('VmRSS') / 1024,
    peakMb: kb('VmHWM') / 1024,
    loadAverage: loadavg()[0] as number,
  };
}

/** The server's memory at ready and after the mix, as the mix section reports it. */
export type MixMemory = { ready: ResidentMemory; afterMix: ResidentMemory };

const mb = (n: number) => `${Math.round(n).toLocaleString('en-IN')} MB`;

export function describeMemory({ ready, afterMix }: MixMemory): string {
  return `resident ${mb(ready.rssMb)} at ready (load ${ready.loadAverage.toFixed(1)}), ${mb(afterMix.rssMb)} after the mix (load ${afterMix.loadAverage.toFixed(1)}), peak ${mb(afterMix.peakMb)}`;
}
