import { randomBytes } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import {
  addDays,
  todayInIndia,
  CANDIDATE_MESSAGES,
  PIPELINE_MESSAGES,
  type AuthResponse,
  type Job,
} from '@shuruaat/contract';
import { logIn, signUpCandidate } from '../fixtures/accounts';
import { confirmEmail } from '../fixtures/mail';
import { resumePdf } from '../fixtures/resume';

// Two people, two browsers: signing up, hashing passwords and uploading take time.
test.slow();

const QUESTION = 'Which spreadsheet tools have you used?';

/** An employer with a complete company and two open internships, made through the API. */
async function employerWithTwoJobs(baseURL: string) {
  const id = randomBytes(4).toString('hex');
  const credentials = { email: `hiring.${id}@example.in`, password: `pass-${id}-word` };
  const anonymous = await request.newContext({ baseURL });
  const registered = await anonymous.post('/api/users/register', {
    data: { name: 'Irfan Qureshi', role: 'employer', ...credentials },
  });
  const { token } = (await registered.json()) as AuthResponse;
  await anonymous.dispose();
  await confirmEmail(baseURL, credentials.email);
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  await api.put('/api/employers/update-employer-profile', {
    data: {
      companyName: `Chai Analytics ${id}`,
      industry: 'Software products',
      city: 'Pune',
      about: 'We help tea stall chains across Maharashtra understand their daily sales.',
    },
  });
  const post = async (title: string) => {
    const response = await api.post('/api/employers/post-job', {
      data: {
        kind: 'internship',
        title,
        description:
          'Clean sales data, build weekly dashboards for store owners and learn SQL with us.',
        category: 'data-science',
        skills: ['SQL', 'Excel'],
        workMode: 'remote',
        cities: [],
        partTime: false,
        openings: 2,
        startDate: null,
        durationMonths: 3,
        stipend: { min: 10000, max: 15000 },
        perks: [],
        questions: [{ question: QUESTION, required: true }],
        applyBy: addDays(todayInIndia(), 30),
      },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { job: Job }).job;
  };
  const jobs = [await post(`Sales data intern ${id}`), await post(`Dashboard intern ${id}`)];
  await api.dispose();
  return { credentials, jobs };
}

async function completeProfile(page: Page, name: string) {
  await page.goto('/user/updateprofile');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill('98765 43210');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('College').fill('COEP Technological University');
  await page.getByLabel('Degree').fill('B.Tech Computer Engineering');
  await page.getByLabel('Graduation year').fill('2027');
  await page.getByLabel('Skills').fill('SQL');
  await page.getByLabel('Skills').press('Enter');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(CANDIDATE_MESSAGES.profileUpdated)).toBeVisible();
}

async function applyTo(page: Page, job: Job) {
  await page.goto(`/applyjob/${job._id}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  // The availability questions render after the page's own checks; all() does not wait for them.
  const yesAnswers = page.getByRole('radio', { name: 'Yes, I can' });
  await expect(yesAnswers.first()).toBeVisible();
  for (const yes of await yesAnswers.all()) await yes.check();
  await page
    .getByLabel('Why should you be hired for this role?')
    .fill(
      'I kept the sales sheets of our college canteen for a year and built its weekly dashboard.',
    );
  await page.getByLabel(QUESTION).fill('Excel, Google Sheets and a little SQL.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText(CANDIDATE_MESSAGES.applied)).toBeVisible();
  await expect(page).toHaveURL('/user/dashboard/applications');
}

test('a student applies, the employer reviews and shortlists, the student sees it and withdraws another', async ({
  browser,
  baseURL,
}) => {
  const { credentials, jobs } = await employerWithTwoJobs(baseURL ?? '');
  const [first, second] = jobs as [Job, Job];

  // The student: a complete profile, a resume, two applications with answers.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const person = await signUpCandidate(student);
  await completeProfile(student, person.name);
  await student.goto('/user/dashboard/resume');
  // Enabled once the app has started on the server-rendered page.
  await expect(student.getByLabel('Upload your resume')).toBeEnabled();
  await student.getByLabel('Upload your resume').setInputFiles({
    name: 'meera-joshi.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(person.name),
  });
  await expect(student.getByText('Resume uploaded successfully!')).toBeVisible();
  await applyTo(student, first);
  await applyTo(student, second);

  // The employer, in a browser of their own: opens the applicant, the resume, and shortlists.
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await logIn(employer, credentials);
  await employer.goto(`/employer/dashboard/jobs/${first._id}/applicants`);
  await employer.getByRole('button', { name: person.name }).click();
  const panel = employer.getByRole('complementary', { name: person.name });
  await expect(panel.getByText('Excel, Google Sheets and a little SQL.')).toBeVisible();
  // "View resume" shows the PDF in the browser (a new tab, sandboxed); "Download" saves it.
  const shown = employer.context().waitForEvent('page');
  await panel.getByRole('button', { name: 'View resume' }).click();
  const pdf = await shown;
  await pdf.waitForURL(/\/api\/files\/resumes\//);
  expect(pdf.url()).toContain('/api/files/resumes/');
  const headers = (await employer.request.get(pdf.url())).headers();
  expect(headers['content-disposition']).toMatch(/^inline; filename="meera-joshi\.pdf"/);
  expect(headers['content-security-policy']).toMatch(/^sandbox/);
  await pdf.close();
  const download = employer.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('meera-joshi.pdf');
  await panel.getByRole('button', { name: 'Shortlist' }).click();
  await expect(employer.getByText(PIPELINE_MESSAGES.statusUpdated)).toBeVisible();

  // The student: the bell counts it, the application reads Shortlisted with a dated timeline.
  await student.goto('/user/dashboard');
  const bell = student.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await student
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`Shortlisted: ${first.title}`) })
    .click();
  await expect(student).toHaveURL('/user/dashboard/applications');
  const shortlisted = student.getByRole('article', { name: first.title });
  await expect(shortlisted).toContainText('Shortlisted');
  await shortlisted.getByRole('button', { name: 'Show details' }).click();
  await expect(shortlisted.getByRole('listitem')).toHaveCount(2);
  await expect(shortlisted.getByRole('listitem').first()).toContainText('Applied');
  await expect(shortlisted.getByRole('listitem').last()).toContainText('Shortlisted');

  // Who viewed the resume: the employer's openings were logged (viewed, then downloaded).
  await student.goto('/user/dashboard/resume');
  await expect(student.getByText(/Chai Analytics/).first()).toBeVisible();

  // Withdrawing the other application asks first and is final.
  await student.goto('/user/dashboard/applications');
  const other = student.getByRole('article', { name: second.title });
  await other.getByRole('button', { name: 'Withdraw' }).click();
  await student
    .getByRole('dialog', { name: 'Withdraw this application?' })
    .getByRole('button', { name: 'Withdraw application' })
    .click();
  await expect(student.getByText(CANDIDATE_MESSAGES.withdrawn)).toBeVisible();
  await expect(other).toContainText('Withdrawn');
  await expect(other.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  await studentContext.close();
  await employerContext.close();
});
