import { formWithFile, tinyPdf, type ApiClient } from './api-client';
import type { Acknowledged } from './chaos-checks';
import { Writer, type Actor, type Actors } from './writer';

const PASSWORD = 'chaos-run-password-123';
const EMPLOYERS = 3;
const CANDIDATES = 10;
const IN_FLIGHT = 16;

async function register(
  client: ApiClient,
  runId: string,
  role: 'employer' | 'candidate',
  index: number,
) {
  const email = `chaos-${runId}-${role}-${index}@example.in`;
  const answer = await client.call('POST', '/api/users/register', {
    json: { name: `Chaos ${role} ${index}`, email, password: PASSWORD, role },
  });
  expectStatus(answer.status, 201, 'register');
  const { user, token } = answer.body as { user: { _id: string }; token: string };
  return { token, userId: user._id, index };
}

/** Accounts ready to write: employers with a company profile, candidates who may apply. */
export async function prepareActors(client: ApiClient, runId: string): Promise<Actors> {
  const employers: Actor[] = [];
  for (let i = 0; i < EMPLOYERS; i++) {
    const employer = await register(client, runId, 'employer', i);
    const profile = await client.call('PUT', '/api/employers/update-employer-profile', {
      token: employer.token,
      json: {
        companyName: `Chaos Labs ${runId} ${'ABC'[i]}`,
        about: 'We test that Shuruaat keeps every write through a database restart.',
        industry: 'Software',
        city: 'Pune',
      },
    });
    expectStatus(profile.status, 200, 'employer profile');
    employers.push(employer);
  }
  const candidates: Actor[] = [];
  for (let i = 0; i < CANDIDATES; i++) {
    const candidate = await register(client, runId, 'candidate', i);
    const profile = await client.call('PUT', '/api/candidates/update-profile', {
      token: candidate.token,
      json: {
        fullName: `Chaos Candidate ${'ABCDEFGHIJ'[i]}`,
        phone: '98765 43210',
        city: 'Pune',
        college: 'College of Engineering Pune',
        degree: 'B.E. Computer Engineering',
        graduationYear: 2027,
        skills: ['Node.js', 'PostgreSQL'],
      },
    });
    expectStatus(profile.status, 200, 'candidate profile');
    const resume = await client.call('POST', '/api/candidates/upload-resume', {
      token: candidate.token,
      form: formWithFile('resume', 'resume.pdf', tinyPdf()),
    });
    expectStatus(resume.status, 200, 'resume upload');
    candidates.push(candidate);
  }
  return { employers, candidates, runId };
}

function expectStatus(actual: number, expected: number, what: string) {
  if (actual !== expected) throw new Error(`${what} answered ${actual}, expected ${expected}`);
}

type LoadEvent = { atFraction: number; run: () => Promise<void> };
type LoadPlan = { ops: number; opsPerSecond: number; events: LoadEvent[] };

/**
 * Posting jobs, applying, moving applicants and editing profiles, paced so the restarts land
 * mid-load. One write per application or profile is in flight at a time, so the last
 * acknowledged value is the one the database must hold.
 */
export async function runWriteLoad(
  client: ApiClient,
  actors: Actors,
  acknowledged: Acknowledged,
  plan: LoadPlan,
): Promise<void> {
  const writer = new Writer(client, actors, acknowledged);
  for (const employer of [...actors.employers, ...actors.employers]) await writer.postJob(employer);
  const started = Date.now();
  const running = new Set<Promise<void>>();
  const events = plan.events.map((event) => ({
    ...event,
    at: Math.floor(event.atFraction * plan.ops),
  }));
  const eventRuns: Promise<void>[] = [];
  for (let i = 0; i < plan.ops; i++) {
    for (const event of events.filter((e) => e.at === i)) eventRuns.push(event.run());
    const due = started + (i * 1000) / plan.opsPerSecond;
    await new Promise((settle) => setTimeout(settle, Math.max(0, due - Date.now())));
    while (running.size >= IN_FLIGHT) await Promise.race(running);
    const op = writer.next().finally(() => running.delete(op));
    running.add(op);
  }
  await Promise.all([...running, ...eventRuns]);
}
