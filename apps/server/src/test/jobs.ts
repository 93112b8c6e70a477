import type { FastifyInstance } from 'fastify';
import { addDays, todayInIndia, type PostJobBody } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from './accounts';

export const COMPANY_PROFILE = {
  companyName: 'Kirana Cloud',
  about: 'We build inventory software for neighbourhood stores across India.',
  industry: 'Software',
  city: 'Bengaluru',
};

export function internshipBody(overrides: Partial<PostJobBody> = {}): PostJobBody {
  return {
    kind: 'internship',
    title: 'React Developer Intern',
    description:
      'Build screens for our store app with React and TypeScript, pair with senior engineers, and ship to real shopkeepers every week.',
    category: 'web-development',
    skills: ['React', 'TypeScript'],
    workMode: 'hybrid',
    cities: ['Bengaluru'],
    partTime: false,
    openings: 2,
    startDate: null,
    durationMonths: 3,
    stipend: { min: 10_000, max: 15_000 },
    ppo: true,
    perks: ['certificate', 'flexible-hours'],
    questions: [{ question: 'Share a project you built with React.', required: true }],
    applyBy: addDays(todayInIndia(), 30),
    ...overrides,
  };
}

export function jobBody(overrides: Partial<PostJobBody> = {}): PostJobBody {
  return {
    ...internshipBody(),
    kind: 'job',
    title: 'Junior Backend Engineer',
    durationMonths: null,
    stipend: null,
    ppo: false,
    ctc: { min: 450_000, max: 600_000 },
    ...overrides,
  };
}

/** An employer whose company profile is complete, so they may post. */
export async function readyEmployer(app: FastifyInstance): Promise<TestAccount> {
  const employer = await registerAccount(app, 'employer');
  const response = await app.inject({
    method: 'PUT',
    url: '/api/employers/update-employer-profile',
    headers: bearer(employer.token),
    payload: COMPANY_PROFILE,
  });
  if (response.statusCode !== 200) throw new Error(`profile failed: ${response.body}`);
  return employer;
}

export async function postJob(
  app: FastifyInstance,
  account: TestAccount,
  body: PostJobBody = internshipBody(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/employers/post-job',
    headers: bearer(account.token),
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.body}`);
  return response.json().job as { _id: string; slug: string; status: string };
}
