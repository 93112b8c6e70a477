import { addDays, todayInIndia } from '@shuruaat/contract';
import { pickOne, type ApiClient } from './api-client';
import type { Acknowledged, AcknowledgedApplication } from './chaos-checks';

export type Actor = { token: string; userId: string; index: number };
export type Actors = { employers: Actor[]; candidates: Actor[]; runId: string };

/** A valid remote internship: the one posting body the chaos, soak and cluster runs send. */
export function internshipBody(listing: {
  title: string;
  description: string;
  category: string;
  skills: string[];
}) {
  return {
    kind: 'internship',
    ...listing,
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
  };
}

/** An application that answers every availability question yes. */
export function applicationBody(candidate: Actor, coverLetter: string) {
  return {
    answers: [],
    coverLetter,
    availability: { startDate: true, duration: true, location: true, schedule: true },
    candidateId: candidate.userId,
  };
}

/**
 * The writes of a chaos or soak run: posting jobs, applying, moving applicants and editing
 * profiles, each recording what the server acknowledged.
 */
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
      json: internshipBody({
        title: 'Backend Developer Intern',
        description: `Build and test APIs with Node.js and PostgreSQL alongside our engineers. Reference: ${ref}.`,
        category: 'web-development',
        skills: ['Node.js', 'PostgreSQL'],
      }),
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
        json: applicationBody(
          candidate,
          'I have built REST APIs with Node.js and PostgreSQL in my college projects.',
        ),
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
