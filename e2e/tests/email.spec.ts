import { expect, test, type Page } from '@playwright/test';
import { logInThroughForm, newPerson, signUpCandidate } from '../fixtures/accounts';
import { fillJobBasics, signUpEmployer } from '../fixtures/employer';
import { latestMail, linkIn } from '../fixtures/mail';

test('forgot password: the emailed link sets a new password, and the new one signs in', async ({
  page,
}) => {
  const person = await signUpCandidate(page);
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL('/login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  const mail = await latestMail(page, person.email, 'password_reset');
  expect(mail.subject).toBe('Set a new password for Shuruaat');
  await page.goto(linkIn(mail, '/reset-password'));
  await page.getByLabel('New password').fill('a-brand-new-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await page.getByRole('link', { name: 'Log in' }).last().click();

  await expect(page).toHaveURL('/login');
  await logInThroughForm(page, { email: person.email, password: person.password });
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/user/dashboard');
});

test('sign up, then confirm the email from the link it sends', async ({ page }) => {
  const person = newPerson();
  await page.goto('/signup?role=employer');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('radio', { name: /I want to hire/ }).check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL('/employer/dashboard');
  const banner = page.getByRole('region', { name: 'Confirm your email' });
  await expect(banner).toContainText('Your listings go live once you open it');

  const mail = await latestMail(page, person.email, 'email_verification');
  expect(mail.text).toContain(`Hello ${person.name},`);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(page.getByRole('status')).toHaveText('Your email is confirmed.');
  await page.goto('/employer/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

async function postListing(page: Page, title: string) {
  await signUpEmployer(page);
  await page.goto('/employer/updateprofile');
  await page.getByLabel('Company name').fill('Chai Analytics');
  await page.getByLabel('Industry').fill('Software products');
  await page.getByLabel('City').fill('Pune');
  await page
    .getByLabel('About', { exact: true })
    .fill('We help tea stall chains across Maharashtra understand their daily sales.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Ready to post')).toBeVisible();
  await page.goto('/employer/dashboard/post-job');
  await fillJobBasics(page, title);
  await page.getByRole('checkbox', { name: 'Pune' }).check();
  await page.getByLabel('Duration (months)').fill('3');
  await page.getByLabel('Minimum stipend (₹ per month)').fill('10000');
  await page.getByLabel('Maximum stipend (₹ per month)').fill('15000');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page).toHaveURL('/employer/dashboard/jobs');
}

test('Alert me saves the search, and the digest brings a matching new listing', async ({
  page,
  browser,
}) => {
  test.slow();
  const word = `Kesari${Date.now().toString(36)}`;
  const student = await signUpCandidate(page);
  await page.goto(`/jobs?q=${word}`);
  const alertMe = page.getByRole('button', { name: 'Alert me' });
  await expect(alertMe).toBeEnabled();
  await alertMe.click();
  await expect(page.getByText('Job alert saved').first()).toBeVisible();
  await page.goto('/user/dashboard/job-alerts');
  await expect(page.getByRole('link', { name: new RegExp(word) })).toBeVisible();

  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await postListing(employer, `${word} data analyst intern`);
  await employerContext.close();

  // The daily run, as the development mailbox's "Send digests now" starts it.
  await page.goto('/dev/mailbox');
  const sendNow = page.getByRole('button', { name: 'Send digests now' });
  await expect(sendNow).toBeEnabled();
  await sendNow.click();
  await expect(page.getByText('were sent to the outbox').first()).toBeVisible();

  const digest = await latestMail(page, student.email, 'job_alert');
  expect(digest.subject).toContain(`A new listing matches your alert: “${word}”`);
  expect(digest.text).toContain(`${word} data analyst intern at Chai Analytics`);
  expect(digest.unsubscribeUrl).toMatch(/\/api\/mail\/unsubscribe\?token=/);
});
