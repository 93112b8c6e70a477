import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const serverDir = new URL('../..', import.meta.url).pathname;
const RUNNING = /Shuruaat is running on http:\/\/\S+:(\d+) /;

export type ServerProcess = {
  origin: string;
  output: () => string;
  hasExited: () => boolean;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * `src/server.ts` in a process of its own on a free port, as `npm start` runs it; `openFiles`
 * lowers its limit on open file descriptors (`ulimit -n`) first.
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { openFiles?: number; startWithinMs?: number } = {},
): Promise<ServerProcess> {
  const node = [process.execPath, '--import', 'tsx', 'src/server.ts'];
  const [command = '', ...args] = options.openFiles
    ? ['bash', '-c', `ulimit -n ${options.openFiles} && exec "$0" "$@"`, ...node]
    : node;
  const child = spawn(command, args, { cwd: serverDir, env: { PORT: '0', ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => resolve((exitCode = code))),
  );

  const deadline = Date.now() + (options.startWithinMs ?? 60_000);
  while (!RUNNING.test(output)) {
    if (exitCode !== undefined || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await sleep(50);
  }
  return {
    origin: `http://127.0.0.1:${RUNNING.exec(output)?.[1]}`,
    output: () => output,
    hasExited: () => exitCode !== undefined,
    stop: async () => {
      if (exitCode === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
}
