import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of our own, on its own port and data directory, so a chaos run can restart
 * it at will without touching the shared server on 5432. PostgreSQL refuses to run as root, so
 * when we are root its commands run as the `postgres` user.
 */
export type PrivateCluster = {
  url: string;
  port: number;
  /** Asynchronous, so the load keeps running (and failing) while the cluster is down. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(): void;
};

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error(`no PostgreSQL under ${root}`);
  return join(root, version, 'bin');
}

const asRoot = process.getuid?.() === 0;

const command = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

function run(bin: string, args: string[]): void {
  const [file, argv] = command(bin, args);
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

// The postmaster pg_ctl starts must not inherit our pipes, or waiting for them never ends.
async function runAsync(bin: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, args);
  const child = spawn(file, argv, { stdio: 'ignore' });
  const code = await new Promise((settle) => child.once('exit', settle));
  if (code !== 0) throw new Error(`${bin} ${args.join(' ')} exited with ${String(code)}`);
}

export function startPrivateCluster(port: number): PrivateCluster {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'shuruaat-chaos-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const ctl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args]);
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  // Sockets in the cluster's own directory and TCP on loopback only.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const log = join(dir, 'server.log');
  ctl('-o', options, '-l', log, '-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: (mode) =>
      runAsync(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-m',
        mode,
        '-o',
        options,
        '-l',
        log,
        '-w',
        'restart',
      ]),
    stop: () => {
      try {
        ctl('-m', 'immediate', '-w', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
