import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addDays, todayInIndia, type Job } from '@shuruaat/contract';
import { register, send } from '../fixtures/api-accounts';
import { resumePdf } from '../fixtures/resume';

// The draft and two-tab journeys make their own employer, listing and candidate through the
// API, so they neither read nor change the demo data other journeys use.

const COMPANY = {
  companyName: 'Chai Analytics',
  industry: 'Software products',
  city: 'Pune',
  about: 'We help tea stall chains across Maharashtra understand their daily sales.',
};

/** An employer whose profile is complete, so the post-a-job form is open to them. */
export async function readyEmployer() {
  const { api, credentials } = await register('employer', 'Kavya Rao');
  await send(api, 'PUT', '/api/employers/update-employer-profile', COMPANY);
  return { api, credentials };
}

/** One active internship without screening questions. */
export async function postInternship(api: APIRequestContext): Promise<Job> {
  const { job } = await send<{ job: Job }>(api, 'POST', '/api/employers/post-job', {
    kind: 'internship',
    title: `Store data intern ${randomBytes(3).toString('hex')}`,
    description: 'Clean sales data, build weekly dashboards for store owners and learn SQL.',
    category: 'data-science',
    skills: ['SQL'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    startDate: addDays(todayInIndia(), 14),
    durationMonths: 3,
    stipend: { min: 8000, max: 12000 },
    perks: [],
    questions: [],
    applyBy: addDays(todayInIndia(), 30),
    status: 'active',
  });
  return job;
}

/** A candidate who may apply: a complete profile and a resume on file. */
export async function readyCandidate() {
  const fullName = 'Ishaan Patil';
  const { api, user, credentials } = await register('candidate', fullName);
  await send(api, 'PUT', '/api/candidates/update-profile', {
    fullName,
    phone: '9876543210',
    city: 'Pune',
    college: 'College of Engineering Pune',
    degree: 'B.Tech Computer Engineering',
    graduationYear: 2027,
    skills: ['SQL', 'Excel'],
    languages: ['Marathi', 'English'],
    bio: 'I turn messy spreadsheets into dashboards.',
    visibleToEmployers: true,
  });
  const upload = await api.post('/api/candidates/upload-resume', {
    multipart: {
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf(fullName) },
    },
  });
  if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  return { api, user, credentials };
}

export async function applyTo(api: APIRequestContext, job: Job, candidateId: string) {
  await send(api, 'POST', `/api/candidates/apply/${job._id}`, {
    answers: [],
    coverLetter: 'I have cleaned sales data for my college canteen every week for a year.',
    availability: { startDate: true, duration: true, location: true, schedule: true },
    candidateId,
  });
}
