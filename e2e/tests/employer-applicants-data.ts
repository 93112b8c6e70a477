import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import {
  addDays,
  todayInIndia,
  type AuthResponse,
  type Job,
  type UpdateCandidateProfileBody,
} from '@shuruaat/contract';
import { demoAccount, type Credentials } from '../fixtures/accounts';
import { resumePdf } from '../fixtures/resume';
import { confirmEmail } from '../fixtures/mail';

// The pipeline journeys build their own employer, job and applicants through the API, so they
// never depend on, or change, the demo data other journeys read.

type Api = { context: APIRequestContext; user: AuthResponse['user'] };
export type Applicants = {
  employer: Credentials;
  job: Job;
  /** Applies saying it can meet every term. */
  ready: string;
  /** Applies saying it cannot start on the job's start date. */
  late: string;
  /** A skill only these candidates list, for finding them in the resume database. */
  skill: string;
};

const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

async function send<T>(api: APIRequestContext, method: string, path: string, data?: unknown) {
  const response = await api.fetch(path, { method, data });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(path: string, body: unknown): Promise<Api> {
  const anonymous = await request.newContext({ baseURL: baseURL() });
  const { user, token } = await send<AuthResponse>(anonymous, 'POST', path, body);
  await anonymous.dispose();
  // A bearer token needs no XSRF header; cookies are left out so the two never mix.
  const context = await request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  return { context, user };
}

function register(role: 'employer' | 'candidate', name: string) {
  const id = randomBytes(4).toString('hex');
  const credentials = { email: `${role}.${id}@example.in`, password: `pass-${id}-word` };
  return signIn('/api/users/register', { name, role, ...credentials }).then(async (api) => {
    await confirmEmail(baseURL(), credentials.email);
    return { api, credentials };
  });
}

async function postJob(api: APIRequestContext, id: string): Promise<Job> {
  await send(api, 'PUT', '/api/employers/update-employer-profile', {
    companyName: 'Chai Analytics',
    industry: 'Software products',
    city: 'Pune',
    about: 'We help tea stall chains across Maharashtra understand their daily sales.',
  });
  const { job } = await send<{ job: Job }>(api, 'POST', '/api/employers/post-job', {
    kind: 'internship',
    // Unique, so journeys that search the shared job board never meet copies of it.
    title: `Sales data intern ${id}`,
    description:
      'Clean sales data, build weekly dashboards for store owners and learn SQL with us.',
    category: 'data-science',
    skills: ['SQL', 'Excel'],
    workMode: 'office',
    cities: ['Pune'],
    partTime: false,
    openings: 2,
    startDate: addDays(todayInIndia(), 14),
    durationMonths: 3,
    stipend: { min: 10000, max: 15000 },
    perks: [],
    questions: [{ question: 'Which spreadsheet tools have you used?', required: true }],
    applyBy: addDays(todayInIndia(), 30),
    status: 'active',
  });
  return job;
}

async function apply(job: Job, fullName: string, skill: string, canStart: boolean) {
  const { api } = await register('candidate', fullName);
  const profile: UpdateCandidateProfileBody = {
    fullName,
    phone: '9876543210',
    city: 'Pune',
    college: 'College of Engineering Pune',
    degree: 'B.Tech Computer Engineering',
    graduationYear: 2027,
    skills: ['SQL', skill],
    languages: ['Marathi', 'English'],
    bio: 'I turn messy spreadsheets into dashboards.',
    visibleToEmployers: true,
  };
  await send(api.context, 'PUT', '/api/candidates/update-profile', profile);
  const upload = await api.context.post('/api/candidates/upload-resume', {
    multipart: {
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf(fullName) },
    },
  });
  if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  await send(api.context, 'POST', `/api/candidates/apply/${job._id}`, {
    answers: job.questions.map((q) => ({ questionId: q._id, answer: 'Excel and Google Sheets.' })),
    coverLetter: `${fullName} here: I have cleaned sales data for my college canteen every week for a year.`,
    availability: { startDate: canStart, duration: true, location: true, schedule: true },
    candidateId: api.user._id,
  });
  await api.context.dispose();
}

/** A fresh employer with one internship and two applicants, one unable to start in time. */
export async function createApplicants(): Promise<Applicants> {
  const id = randomBytes(3).toString('hex');
  const { api, credentials } = await register('employer', 'Kavya Rao');
  const job = await postJob(api.context, id);
  const skill = `Tableau${id}`;
  const ready = `Ishaan Patil ${id}`;
  const late = `Sneha Kulkarni ${id}`;
  await apply(job, ready, skill, true);
  await apply(job, late, skill, false);
  // The resume database is opened by an admin; the journey asks one to, as the product does.
  const { email, password } = demoAccount('admin');
  const admin = await signIn('/api/users/login', { email, password });
  await send(admin.context, 'PUT', `/api/admins/employer/${api.user._id}/resume-access`, {
    resumeAccess: true,
  });
  await Promise.all([admin.context.dispose(), api.context.dispose()]);
  return { employer: credentials, job, ready, late, skill };
}
