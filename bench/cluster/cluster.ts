/**
 * `npm run cluster` — three instances of the production build on one PostgreSQL, one Redis and
 * one S3-protocol object store, behind HAProxy (deploy/haproxy/shuruaat.cfg), and the proofs
 * that they act as one site (issue 28): search, live messages, files, rate limits, idempotency
 * keys and background jobs across instances, then one instance killed under a write load.
 * `-- --serve` leaves the cluster running for a look in the browser until Ctrl-C; `-- --short`
 * (what CI runs) halves the write load around the kill.
 *
 * Needs: PostgreSQL on 127.0.0.1:5432 (user postgres), Redis on 127.0.0.1:6379 and `haproxy`
 * (Debian: `apt-get install -y haproxy`). Ports: CLUSTER_PORT (3200) and the three above it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startAppServer, waitFor, type AppServer } from '../reliability/app-server';
import { proveCluster } from './proofs';

const PG_SERVER = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 3200);
const HAPROXY_CONFIG = resolve(import.meta.dirname, '../../deploy/haproxy/shuruaat.cfg');
const BALANCER_LOG = join(tmpdir(), 'shuruaat-cluster-haproxy.log');
/** Short, so a run proves "once across instances" over many runs of a cluster job. */
const JOB_EVERY_MS = 500;

async function main() {
  const runId = randomBytes(4).toString('hex');
  const databaseUrl = await createDatabase(`shuruaat_cluster_${runId}`);
  const store = await startObjectStore('shuruaat-cluster');
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    S3_BUCKET: 'shuruaat-cluster',
    S3_ENDPOINT: store.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_URL: `http://127.0.0.1:${CLUSTER_PORT}`,
    TRUST_PROXY: 'true',
    REGISTER_LIMIT_PER_HOUR: '10000',
    TRACK_RECORDS_MS: String(JOB_EVERY_MS),
  };
  const ports = [1, 2, 3].map((i) => CLUSTER_PORT + i);
  // One at a time: the first applies the migrations the others then find done.
  const instances: AppServer[] = [];
  for (const port of ports) instances.push(await startAppServer(port, env));
  const balancer = startBalancer(ports);
  const origin = `http://127.0.0.1:${CLUSTER_PORT}`;
  await waitFor(async () => (await fetch(`${origin}/api/health`)).ok, 20_000);
  console.log(`Cluster: ${origin} → instances on ${ports.join(', ')} (run ${runId})`);
  console.log(`HAProxy's log: ${BALANCER_LOG}`);

  let failed = true;
  try {
    if (process.argv.includes('--serve')) {
      console.log('Serving until Ctrl-C.');
      await new Promise((settle) => process.once('SIGINT', settle));
      failed = false;
    } else {
      failed = !(await proveCluster({
        origin,
        instances,
        databaseUrl,
        runId,
        jobEveryMs: JOB_EVERY_MS,
        short: process.argv.includes('--short'),
      }));
    }
  } finally {
    balancer.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.stop()));
    await store.close();
    await dropDatabase(databaseUrl);
  }
  process.exitCode = failed ? 1 : 0;
}

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

async function startObjectStore(bucket: string) {
  const directory = mkdtempSync(join(tmpdir(), 'shuruaat-cluster-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function startBalancer(ports: number[]) {
  const [app1, app2, app3] = ports.map(String);
  const balancer = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      ...process.env,
      CLUSTER_PORT: String(CLUSTER_PORT),
      APP1_PORT: app1,
      APP2_PORT: app2,
      APP3_PORT: app3,
    },
    // Its warnings (servers leaving and joining the rotation) go to a log beside the run.
    stdio: ['ignore', 'ignore', openSync(BALANCER_LOG, 'w')],
  });
  balancer.on('error', (error) => {
    console.error(`haproxy did not start (${error.message}); apt-get install -y haproxy`);
    process.exit(1);
  });
  return balancer;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
