import type { FastifyInstance } from 'fastify';
import type { AmbassadorApplicationBody, ProjectBody } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from './accounts';

export const AMBASSADOR_BODY: AmbassadorApplicationBody = {
  college: 'Fergusson College',
  city: 'Pune',
  yearOfStudy: 'second',
  why: 'I run the coding club and want every junior on campus to find a paid internship early.',
  socialLinks: ['https://www.linkedin.com/in/ananya-iyer'],
};

/** A new candidate's pending ambassador application; its id. */
export async function pendingAmbassadorApplication(app: FastifyInstance): Promise<string> {
  const candidate = await registerAccount(app, 'candidate');
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidates/ambassador-application',
    headers: bearer(candidate.token),
    payload: AMBASSADOR_BODY,
  });
  if (response.statusCode !== 201) throw new Error(`ambassador setup failed: ${response.body}`);
  return (response.json() as { application: { _id: string } }).application._id;
}

export const PROJECT_BODY: ProjectBody = {
  title: 'Mess menu app for hostel students',
  summary: 'A React app that shows the week’s mess menu and lets students rate each meal.',
  role: 'Built the frontend and the rating API',
  skills: ['React', 'Node.js'],
  codeUrl: 'https://github.com/ananya/mess-menu',
  demoUrl: '',
  startMonth: '2025-06',
  endMonth: '2025-08',
};

export async function addProject(app: FastifyInstance, account: TestAccount): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidates/portfolio/projects',
    headers: bearer(account.token),
    payload: PROJECT_BODY,
  });
  if (response.statusCode !== 201) throw new Error(`project setup failed: ${response.body}`);
  return (response.json() as { project: { _id: string } }).project._id;
}

export const STORY_TEXT = {
  headline: 'From a tier-3 college in Nagpur to a paid React internship',
  story:
    'I applied to twelve internships in two weeks. The stipend was on every listing, so I knew what to expect, and the employer told me within four days. Now I build screens for a fintech team in Pune.',
};

/** The employer hires the candidate for the job (moves the application straight to hired). */
export async function hire(
  app: FastifyInstance,
  employer: TestAccount,
  jobId: string,
  candidateId: string,
): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/employers/job/${jobId}/applicant/${candidateId}/status`,
    headers: bearer(employer.token),
    payload: { newStatus: 'hired' },
  });
  if (response.statusCode !== 200) throw new Error(`hire failed: ${response.body}`);
}
