import { randomBytes } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { addDays, todayInIndia, type AuthResponse, type Job } from '@shuruaat/contract';
import { newPerson } from '../fixtures/accounts';
import { confirmEmail, latestMail } from '../fixtures/mail';
import { resumePdf } from '../fixtures/resume';

// Issue 26 on a phone: a visitor reads Shuruaat in Hindi from search to the confirmation email.
test.slow();

/** An open internship without questions, from an employer made through the API. */
async function openInternship(baseURL: string): Promise<Job> {
  const id = randomBytes(4).toString('hex');
  const credentials = { email: `hindi.${id}@example.in`, password: `pass-${id}-word` };
  const anonymous = await request.newContext({ baseURL });
  const registered = await anonymous.post('/api/users/register', {
    data: { name: 'Kavita Rao', role: 'employer', ...credentials },
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
      companyName: `Lakshmi Textiles ${id}`,
      industry: 'Retail',
      city: 'Pune',
      about: 'Sarees and more since 1982, now online.',
    },
  });
  const response = await api.post('/api/employers/post-job', {
    data: {
      kind: 'internship',
      title: `Hindi content intern ${id}`,
      description: 'Write product stories for our shop in Hindi and English, and learn e-commerce.',
      category: 'content-writing',
      skills: ['Writing'],
      workMode: 'remote',
      cities: [],
      partTime: false,
      openings: 1,
      startDate: null,
      durationMonths: 2,
      stipend: { min: 8000, max: 10000 },
      perks: [],
      questions: [],
      applyBy: addDays(todayInIndia(), 30),
    },
  });
  expect(response.ok()).toBe(true);
  const { job } = (await response.json()) as { job: Job };
  await api.dispose();
  return job;
}

/** The profile and resume pages, in Hindi under /hi. */
async function readyToApply(page: Page, name: string) {
  await page.goto('/hi/user/updateprofile');
  await page.getByLabel('पूरा नाम').fill(name);
  await page.getByLabel('मोबाइल नंबर').fill('98765 43210');
  await page.getByLabel('शहर', { exact: true }).fill('Pune');
  await page.getByLabel('कॉलेज').fill('Fergusson College');
  await page.getByLabel('डिग्री').fill('B.A. Hindi');
  await page.getByLabel('ग्रेजुएशन का साल').fill('2027');
  await page.getByLabel('स्किल्स', { exact: true }).fill('Writing');
  await page.getByLabel('स्किल्स', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page).toHaveURL(/\/hi\//);
  await page.goto('/hi/user/dashboard/resume');
  await expect(page.getByLabel('अपना रिज़्यूमे अपलोड करें')).toBeEnabled();
  await page.getByLabel('अपना रिज़्यूमे अपलोड करें').setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(name),
  });
  await expect(page.getByText('रिज़्यूमे अपलोड हो गया!')).toBeVisible();
}

test('a visitor switches to Hindi, finds a listing, signs up and applies, and the email is in Hindi', async ({
  page,
  baseURL,
}) => {
  const job = await openInternship(baseURL ?? '');

  // The switch is in the phone's menu; the page loads again at its Hindi address.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('आपके करियर की');

  // Search from the home page; the results and the listing stay under /hi.
  await page.getByRole('combobox', { name: 'इंटर्नशिप और नौकरियाँ खोजें' }).fill(job.title);
  await page.getByRole('button', { name: 'खोजें' }).click();
  await expect(page).toHaveURL(/\/hi\/jobs\?q=/);
  await page.getByRole('link', { name: job.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/jobs/${job.slug}$`));

  // Sign up in Hindi.
  const person = newPerson();
  await page.goto('/hi/signup');
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  await page.getByLabel('पूरा नाम').fill(person.name);
  await page.getByLabel('ईमेल').fill(person.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(person.password);
  await page.getByLabel('मुझे इंटर्नशिप और नौकरी चाहिए').check();
  await page.getByLabel('हाँ, मेरी उम्र 18 या उससे ज़्यादा है').check();
  await page.getByRole('button', { name: 'अकाउंट बनाएँ' }).click();
  await expect(page).toHaveURL('/hi/user/dashboard');
  await confirmEmail(page, person.email);
  await readyToApply(page, person.name);

  // Apply in Hindi.
  await page.goto(`/hi/applyjob/${job._id}`);
  const yes = page.getByRole('radio', { name: 'हाँ, मैं कर सकता/सकती हूँ' });
  await expect(yes.first()).toBeVisible();
  for (const answer of await yes.all()) await answer.check();
  await page
    .getByLabel('आपको यह मौका क्यों मिलना चाहिए?')
    .fill('मैं कॉलेज पत्रिका में हिन्दी में लिखती हूँ और दुकानों के लिए पोस्ट लिख चुकी हूँ।');
  await page.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByText('✅ बढ़िया! आपका आवेदन भेज दिया गया।')).toBeVisible();
  await expect(page).toHaveURL('/hi/user/dashboard/applications');

  // The confirmation email, in the language the student signed up in.
  const mail = await latestMail(page, person.email, 'application_sent');
  expect(mail.subject).toMatch(
    new RegExp(`^आवेदन भेज दिया गया: Lakshmi Textiles [0-9a-f]+ में ${job.title}$`),
  );
  expect(mail.text).toContain('के लिए आपका आवेदन भेज दिया गया है।');
  expect(mail.html).toContain('<html lang="hi-IN">');

  // The language survives a reload, signing out and signing in again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page).toHaveURL('/hi/user/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});
