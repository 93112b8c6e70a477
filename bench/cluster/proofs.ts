import pg from 'pg';
import { ApiClient } from '../reliability/api-client';
import type { AppServer } from '../reliability/app-server';
import { checkWrites, type Acknowledged } from '../reliability/chaos-checks';
import { prepareActors, runWriteLoad } from '../reliability/chaos-load';
import { applicationBody, internshipBody, type Actor } from '../reliability/writer';

type Cluster = {
  /** The balancer. */
  origin: string;
  instances: AppServer[];
  databaseUrl: string;
  runId: string;
  jobEveryMs: number;
  /** CI's short form: half the write load around the kill. */
  short: boolean;
};

type Proof = { name: string; ok: boolean; detail: string };

/** The instances' SEARCH_REFRESH_MS (the default). */
const SEARCH_REFRESH_MS = 1_000;
const LOGIN_LIMIT = 10;

/** Runs every proof, prints each with its figures, and answers whether all held. */
export async function proveCluster(cluster: Cluster): Promise<boolean> {
  const [first, second, third] = cluster.instances.map(
    (instance) => new ApiClient(instance.origin),
  );
  if (!first || !second || !third) throw new Error('the proofs need three instances');
  const actors = await prepareActors(first, cluster.runId);
  const proofs: Proof[] = [];
  const prove = async (name: string, run: () => Promise<Omit<Proof, 'name'>>) => {
    const proof = { name, ...(await run()) };
    console.log(`${proof.ok ? 'PASS' : 'FAIL'}  ${name}: ${proof.detail}`);
    proofs.push(proof);
  };
  const jobsFrom = new Date();
  const employer = actorAt(actors.employers, 0);
  const candidate = actorAt(actors.candidates, 0);

  let jobId = '';
  await prove('a listing posted through one instance is found through another', async () => {
    const word = `zircon${cluster.runId}`;
    jobId = await postJob(first, employer, `Cluster ${word} Analyst Intern`);
    const posted = Date.now();
    const found = await poll(async () => {
      const answer = await second.call('GET', `/api/jobs?q=${word}`);
      const items = (answer.body as { items?: { _id: string }[] }).items ?? [];
      return items.some((item) => item._id === jobId);
    }, 10_000);
    const ms = Date.now() - posted;
    return {
      ok: found && ms <= SEARCH_REFRESH_MS + 250,
      detail: found
        ? `found after ${ms} ms (SEARCH_REFRESH_MS ${SEARCH_REFRESH_MS})`
        : 'not found in 10 s',
    };
  });

  await prove('a message sent through one instance arrives live on another', async () => {
    const applied = await third.call('POST', `/api/candidates/apply/${jobId}`, {
      token: candidate.token,
      json: applyBody(candidate),
    });
    if (applied.status !== 201) return { ok: false, detail: `apply answered ${applied.status}` };
    const mine = await third.call('GET', `/api/candidates/application/${jobId}`, {
      token: candidate.token,
    });
    const applicationId = (mine.body as { application: { _id: string } }).application._id;
    const stream = await openStream(cluster.instances[1]?.origin ?? '', candidate.token);
    const sent = Date.now();
    const message = await first.call('POST', `/api/users/messages/${applicationId}`, {
      token: employer.token,
      json: { body: `Hello from instance 1 (${cluster.runId}). Are you free on Monday?` },
    });
    const arrived = await stream.next(5_000);
    stream.close();
    const ms = Date.now() - sent;
    return {
      ok: message.status === 201 && arrived !== null && arrived.includes(cluster.runId),
      detail: arrived ? `sent ${message.status}, arrived after ${ms} ms` : 'nothing arrived in 5 s',
    };
  });

  await prove('a file stored through one instance opens through another', async () => {
    const versions = await second.call('GET', '/api/candidates/resumes', {
      token: candidate.token,
    });
    const [latest] = (versions.body as { versions: { publicId: string; version: number }[] })
      .versions;
    if (!latest) return { ok: false, detail: 'no resume listed' };
    const signed = await third.call(
      'GET',
      `/api/candidates/signed-resume-url?public_id=${latest.publicId}&version=${latest.version}`,
      { token: candidate.token },
    );
    const { url } = signed.body as { url: string };
    const file = await fetch(url);
    const bytes = Buffer.from(await file.arrayBuffer());
    return {
      ok: file.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-',
      detail: `uploaded through instance 1, link from instance 3, opened through the balancer: ${file.status}, ${bytes.length} bytes`,
    };
  });

  await prove('the sign-in limit counts guesses made at every instance together', async () => {
    const email = `chaos-${cluster.runId}-candidate-1@example.in`;
    const statuses: number[] = [];
    for (let guess = 0; guess <= LOGIN_LIMIT; guess++) {
      const instance = cluster.instances[guess % 3]?.origin ?? '';
      const answer = await fetch(`${instance}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `wrong-guess-${guess}` }),
      });
      statuses.push(answer.status);
    }
    const refusedAt = statuses.indexOf(429) + 1;
    return {
      ok: refusedAt === LOGIN_LIMIT + 1,
      detail: `guesses spread over three instances; refused (429) at guess ${refusedAt || 'never'} (limit ${LOGIN_LIMIT})`,
    };
  });

  await prove('an Idempotency-Key holds across instances', async () => {
    const key = `cluster-key-${cluster.runId}`;
    const post = (origin: string) =>
      fetch(`${origin}/api/employers/post-job`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${actorAt(actors.employers, 1).token}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(jobBody(`Cluster Retry Intern ${cluster.runId}`)),
      });
    const firstAnswer = await post(cluster.instances[0]?.origin ?? '');
    const retry = await post(cluster.instances[2]?.origin ?? '');
    const ids = [firstAnswer, retry].map(async (answer) => {
      const body = (await answer.json()) as { job?: { _id: string } };
      return body.job?._id;
    });
    const [a, b] = await Promise.all(ids);
    const replayed = retry.headers.get('idempotent-replayed') === 'true';
    return {
      ok: firstAnswer.status === 201 && retry.status === 201 && a === b && replayed,
      detail: `first ${firstAnswer.status} on instance 1, retry ${retry.status} on instance 3 ${replayed ? 'replayed' : 'NOT replayed'}, same listing: ${a === b}`,
    };
  });

  await prove('a cluster background job runs on one instance at a time', async () => {
    await new Promise((settle) => setTimeout(settle, 3_000));
    const runs = await jobRuns(cluster.databaseUrl, 'track-records', jobsFrom);
    const overlaps = runs.filter((run, i) => i > 0 && run.started < (runs[i - 1]?.finished ?? 0));
    const seconds = (Date.now() - jobsFrom.getTime()) / 1000;
    const ceiling = Math.ceil((seconds * 1000) / cluster.jobEveryMs) + 1;
    const instances = new Set(runs.map((run) => run.instance)).size;
    return {
      ok: runs.length > 0 && overlaps.length === 0 && runs.length <= ceiling,
      detail: `track-records every ${cluster.jobEveryMs} ms: ${runs.length} runs in ${seconds.toFixed(1)} s (at most ${ceiling} if once; three instances alone would make ~${3 * (ceiling - 1)}), by ${instances} instance(s), ${overlaps.length} overlapping`,
    };
  });

  await prove('an instance killed under load loses no acknowledged write', async () => {
    const client = new ApiClient(cluster.origin);
    const acknowledged: Acknowledged = {
      jobs: new Map(),
      applications: new Map(),
      profiles: new Map(),
    };
    const victim = cluster.instances[1];
    let killedAt = 0;
    const started = Date.now();
    await runWriteLoad(client, actors, acknowledged, {
      ops: cluster.short ? 120 : 240,
      opsPerSecond: 16,
      events: [
        {
          atFraction: 0.4,
          run: async () => {
            killedAt = Date.now();
            victim?.process.kill('SIGKILL');
          },
        },
      ],
    });
    const loadSeconds = (Date.now() - started) / 1000;
    const check = await checkWrites(cluster.databaseUrl, cluster.runId, acknowledged);
    const afterKill = client.failures.filter((failure) => failure.at >= killedAt);
    const lastFailure = Math.max(killedAt, ...afterKill.map((failure) => failure.at));
    const healthy = await allHealthy(cluster.origin, 6);
    const byStatus = new Map<string, number>();
    for (const failure of afterKill) {
      const label = `${failure.status} ${failure.what} @${Math.round((failure.at - killedAt) / 1000)}s`;
      byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    }
    if (process.env.CLUSTER_VERBOSE) console.log(byStatus);
    return {
      ok: check.missing.length === 0 && check.duplicated.length === 0 && healthy,
      detail:
        `${check.acknowledged} acknowledged writes over ${loadSeconds.toFixed(1)} s through the balancer; ` +
        `missing ${check.missing.length}, duplicated ${check.duplicated.length}; ` +
        `${afterKill.length} failed attempts after the kill, the last ${((lastFailure - killedAt) / 1000).toFixed(1)} s after it (all retried); ` +
        `balancer healthy on the two left: ${healthy ? 'yes' : 'no'}`,
    };
  });

  const failed = proofs.filter((proof) => !proof.ok);
  console.log(`\n${proofs.length - failed.length} of ${proofs.length} proofs held.`);
  return failed.length === 0;
}

function actorAt(actors: Actor[], index: number): Actor {
  const actor = actors[index];
  if (!actor) throw new Error(`no actor ${index}`);
  return actor;
}

const jobBody = (title: string) =>
  internshipBody({
    title,
    description:
      'Work with our analysts on dashboards and weekly reports for a marketplace that runs on several instances.',
    category: 'data-science',
    skills: ['SQL', 'Excel'],
  });

async function postJob(client: ApiClient, employer: Actor, title: string): Promise<string> {
  const answer = await client.call('POST', '/api/employers/post-job', {
    token: employer.token,
    json: jobBody(title),
  });
  if (answer.status !== 201) throw new Error(`post-job answered ${answer.status}`);
  return (answer.body as { job: { _id: string } }).job._id;
}

const applyBody = (candidate: Actor) =>
  applicationBody(candidate, 'I build dashboards in SQL and Excel for my college fest every year.');

async function poll(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((settle) => setTimeout(settle, 50));
  }
  return false;
}

/** A live-message stream; `next` answers the next event's text, or null after the wait. */
async function openStream(origin: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/users/messages/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    async next(timeoutMs: number): Promise<string | null> {
      const deadline = Date.now() + timeoutMs;
      while (reader && Date.now() < deadline) {
        const event = /event: [^\n]+\ndata: [^\n]+\n\n/.exec(buffered);
        if (event) return event[0];
        const timer = new Promise<null>((settle) =>
          setTimeout(() => settle(null), deadline - Date.now()),
        );
        const chunk = await Promise.race([reader.read(), timer]);
        if (!chunk || chunk.done) return null;
        buffered += chunk.value;
      }
      return null;
    },
    close: () => controller.abort(),
  };
}

async function jobRuns(databaseUrl: string, job: string, since: Date) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ instance: string; started_at: Date; finished_at: Date }>(
      `select instance, started_at, finished_at from background_job_runs
        where job_name = $1 and started_at >= $2 order by started_at`,
      [job, since],
    );
    return rows.map((row) => ({
      instance: row.instance,
      started: row.started_at.getTime(),
      finished: row.finished_at.getTime(),
    }));
  } finally {
    await db.end();
  }
}

async function allHealthy(origin: string, times: number): Promise<boolean> {
  for (let i = 0; i < times; i++) {
    if ((await fetch(`${origin}/api/health`)).status !== 200) return false;
  }
  return true;
}
