// Whatever ends the runner (an error, Ctrl-C, a kill), no server or load worker it started
// outlives it: each is killed by its PID on the way out.
const running = new Set<number>();

export function killQuietly(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export const killOnExit = (pid: number) => void running.add(pid);
export const forget = (pid: number) => void running.delete(pid);

process.on('exit', () => running.forEach((pid) => killQuietly(pid, 'SIGKILL')));
// Signals skip 'exit' handlers unless the process exits by hand.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
