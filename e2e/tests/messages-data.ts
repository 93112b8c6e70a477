import { randomBytes } from 'node:crypto';
import { addDays, todayInIndia, type CandidateApplication, type Job } from '@shuruaat/contract';
import type { Credentials } from '../fixtures/accounts';
import { register, send } from '../fixtures/api-accounts';
import { resumePdf } from '../fixtures/resume';

// The messages journeys make their own employer, job and applicant through the API, so two
// people can meet on one application without touching the demo data.

export type Meeting = {
  employer: Credentials;
  candidate: Credentials;
  candidateName: string;
  companyName: string;
  job: Job;
  applicationId: string;
};

/** An employer's open internship and one candidate's application to it. */
export async function createMeeting(): Promise<Meeting> {
  const id = randomBytes(3).toString('hex');
  const companyName = `Chai Analytics ${id}`;
  const employer = await register('employer', 'Kavya Rao');
  await send(employer.api, 'PUT', '/api/employers/update-employer-profile', {
    companyName,
    industry: 'Software products',
    city: 'Pune',
    about: 'We help tea stall chains across Maharashtra understand their daily sales.',
  });
  const { job } = await send<{ job: Job }>(employer.api, 'POST', '/api/employers/post-job', {
    kind: 'internship',
    title: `Dashboard intern ${id}`,
    description: 'Build weekly dashboards for store owners and learn SQL with our data team.',
    category: 'data-science',
    skills: ['SQL', 'Excel'],
    workMode: 'remote',
    cities: [],
    partTime: false,
    openings: 1,
    startDate: null,
    durationMonths: 3,
    stipend: { min: 10000, max: 15000 },
    perks: [],
    questions: [],
    applyBy: addDays(todayInIndia(), 30),
    status: 'active',
  });
  const candidateName = `Ishaan Patil ${id}`;
  const candidate = await register('candidate', candidateName);
  await send(candidate.api, 'PUT', '/api/candidates/update-profile', {
    fullName: candidateName,
    phone: '9876543210',
    city: 'Pune',
    college: 'College of Engineering Pune',
    degree: 'B.Tech Computer Engineering',
    graduationYear: 2027,
    skills: ['SQL'],
  });
  const upload = await candidate.api.post('/api/candidates/upload-resume', {
    multipart: {
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf(candidateName) },
    },
  });
  if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  await send(candidate.api, 'POST', `/api/candidates/apply/${job._id}`, {
    answers: [],
    coverLetter: `${candidateName} here: I have cleaned sales data for my college canteen every week.`,
    availability: { startDate: true, duration: true, location: true, schedule: true },
    candidateId: candidate.user._id,
  });
  const { application } = await send<{ application: CandidateApplication | null }>(
    candidate.api,
    'GET',
    `/api/candidates/application/${job._id}`,
  );
  await Promise.all([employer.api.dispose(), candidate.api.dispose()]);
  if (!application) throw new Error('no application');
  return {
    employer: employer.credentials,
    candidate: candidate.credentials,
    candidateName,
    companyName,
    job,
    applicationId: application._id,
  };
}
