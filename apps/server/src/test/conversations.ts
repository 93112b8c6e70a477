import type { FastifyInstance } from 'fastify';
import { CandidateApplicationResponseSchema } from '@shuruaat/contract';
import { bearer, type TestAccount } from './accounts';
import { apply, readyCandidate } from './candidates';
import { internshipBody, postJob, readyEmployer } from './jobs';

export type Thread = {
  employer: TestAccount;
  candidate: TestAccount;
  jobId: string;
  applicationId: string;
};

/** A candidate's application to an employer's job: the ground a conversation stands on. */
export async function openThread(app: FastifyInstance, employer?: TestAccount): Promise<Thread> {
  const owner = employer ?? (await readyEmployer(app));
  const jobId = (await postJob(app, owner, internshipBody({ questions: [] })))._id;
  const candidate = await readyCandidate(app);
  const applied = await apply(app, candidate, jobId);
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.body}`);
  const mine = await app.inject({
    url: `/api/candidates/application/${jobId}`,
    headers: bearer(candidate.token),
  });
  const { application } = CandidateApplicationResponseSchema.parse(mine.json());
  if (!application) throw new Error('application missing');
  return { employer: owner, candidate, jobId, applicationId: application._id };
}

export const sendMessage = (
  app: FastifyInstance,
  account: TestAccount,
  applicationId: string,
  body: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/users/messages/${applicationId}`,
    headers: bearer(account.token),
    payload: { body },
  });

/** An interview date a week ahead, in IST. */
export function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
}

export const interviewBody = () => ({
  date: nextWeek(),
  time: '10:30',
  durationMinutes: 45,
  mode: 'online' as const,
  location: 'https://meet.example.com/kirana-intern',
  notes: 'We will talk about your React project; keep it open.',
});
