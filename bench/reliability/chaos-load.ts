import { addDays, todayInIndia } from '@shuruaat/contract';
import { formWithFile, pickOne, tinyPdf, type ApiClient } from './api-client';
import type { Acknowledged, AcknowledgedApplication } from './chaos-checks';

type Actor = { token: string; userId: string; index: number };
export type Actors = { employers: Actor[]; candidates: Actor[]; runId: string };

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

export class Writer {
  private readonly jobs: { jobId: string; employer: Actor }[] = [];
  private readonly busy = new Set<string>();
  private counter = 0;

  constructor(
    private readonly client: ApiClient,
    private readonly actors: Actors,
    private readonly acknowledged: Acknowledged,
  ) {}

  next(): Promise<void> {
    const roll = Math.random();
    const { employers, candidates } = this.actors;
    if (roll < 0.3) return this.postJob(pickOne(employers));
    if (roll < 0.6) return this.apply(pickOne(candidates));
    if (roll < 0.85) return this.moveApplicant();
    return this.editProfile(pickOne(candidates));
  }

  async postJob(employer: Actor): Promise<void> {
    const ref = `chaos-${this.actors.runId}-${++this.counter}`;
    const answer = await this.client.call('POST', '/api/employers/post-job', {
      token: employer.token,
      json: {
        kind: 'internship',
        title: 'Backend Developer Intern',
        description: `Build and test APIs with Node.js and PostgreSQL alongside our engineers. Reference: ${ref}.`,
        category: 'web-development',
        skills: ['Node.js', 'PostgreSQL'],
        workMode: 'remote',
        cities: [],
        partTime: false,
        openings: 1,
        startDate: null,
        durationMonths: 3,
        stipend: { min: 10_000, max: 12_000 },
        ppo: false,
        perks: ['certificate'],
        questions: [],
        applyBy: addDays(todayInIndia(), 30),
      },
    });
    if (answer.status !== 201) return;
    const jobId = (answer.body as { job: { _id: string } }).job._id;
    this.acknowledged.jobs.set(ref, jobId);
    this.jobs.push({ jobId, employer });
  }

  async apply(candidate: Actor): Promise<void> {
    const choices = this.jobs.filter(({ jobId }) => {
      const key = `${jobId}:${candidate.userId}`;
      return !this.acknowledged.applications.has(key) && !this.busy.has(key);
    });
    const job = choices[Math.floor(Math.random() * choices.length)];
    if (!job) return;
    const key = `${job.jobId}:${candidate.userId}`;
    this.busy.add(key);
    try {
      const answer = await this.client.call('POST', `/api/candidates/apply/${job.jobId}`, {
        token: candidate.token,
        json: {
          answers: [],
          coverLetter: 'I have built REST APIs with Node.js and PostgreSQL in my college projects.',
          availability: { startDate: true, duration: true, location: true, schedule: true },
          candidateId: candidate.userId,
        },
      });
      // 409 means an earlier attempt got in: the application exists once, which is what counts.
      if (answer.status !== 201 && answer.status !== 409) return;
      const application: AcknowledgedApplication = {
        jobId: job.jobId,
        candidateId: candidate.userId,
        employer: job.employer.token,
        status: 'applied',
        changes: 0,
        settled: true,
      };
      this.acknowledged.applications.set(key, application);
    } finally {
      this.busy.delete(key);
    }
  }

  async moveApplicant(): Promise<void> {
    const free = [...this.acknowledged.applications.entries()].filter(
      ([key, a]) => a.settled && !this.busy.has(key),
    );
    const picked = free[Math.floor(Math.random() * free.length)];
    if (!picked) return;
    const [key, application] = picked;
    const newStatus = application.status === 'shortlisted' ? 'interview' : 'shortlisted';
    this.busy.add(key);
    try {
      const answer = await this.client.call(
        'PATCH',
        `/api/employers/job/${application.jobId}/applicant/${application.candidateId}/status`,
        { token: application.employer, json: { newStatus } },
      );
      if (answer.status === 200) {
        application.status = newStatus;
        application.changes += 1;
      } else {
        application.settled = false;
      }
    } finally {
      this.busy.delete(key);
    }
  }

  async editProfile(candidate: Actor): Promise<void> {
    const key = `profile:${candidate.userId}`;
    const current = this.acknowledged.profiles.get(candidate.userId);
    if (this.busy.has(key) || current?.settled === false) return;
    this.busy.add(key);
    const bio = `Chaos note ${++this.counter}: I like building reliable backends.`;
    try {
      const answer = await this.client.call('PUT', '/api/candidates/update-profile', {
        token: candidate.token,
        json: { bio },
      });
      const settled = answer.status === 200;
      const updates = (current?.updates ?? 0) + (settled ? 1 : 0);
      this.acknowledged.profiles.set(candidate.userId, { bio, updates, settled });
    } finally {
      this.busy.delete(key);
    }
  }
}
