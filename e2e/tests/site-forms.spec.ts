import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccount, logIn, signUpCandidate } from '../fixtures/accounts';
import { resumePdf } from '../fixtures/resume';

// Two people, two browsers: a visitor or student, then the admin reading the inbox.
test.slow();

/** The admin, in a browser of their own, finds `name` in the inbox under `kind`. */
async function adminFinds(browser: Browser, kind: string, name: string): Promise<Page> {
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, demoAccount('admin'));
  // The menu and the overview's counts all lead there.
  await admin.getByRole('link', { name: 'Inbox', exact: true }).first().click();
  await expect(admin).toHaveURL('/admin/dashboard/inbox');
  await admin.getByLabel('Kind').selectOption({ label: kind });
  // The chosen kind goes into the address; its list follows.
  await expect(admin).toHaveURL(/\?kind=/);
  await admin.getByText(name).click();
  return admin;
}

test('a visitor’s contact message reaches the admin inbox, who marks it handled', async ({
  page,
  browser,
}) => {
  const name = `Riya Sharma ${randomBytes(3).toString('hex')}`;
  await page.goto('/contact');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill('riya@example.in');
  await page.getByLabel('Mobile (optional)').fill('98765 43210');
  await page.getByLabel('Topic').selectOption('student');
  await page
    .getByLabel('Message', { exact: true })
    .fill('The stipend on one listing says per year. Is that right?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  const admin = await adminFinds(browser, 'Contact message', name);
  // The row's preview and the opened message both show it.
  await expect(admin.getByText('The stipend on one listing says per year.').last()).toBeVisible();
  await expect(admin.getByText('9876543210')).toBeVisible();
  await admin.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  await admin.context().close();
});

test('a student applies to a program with a resume, sees it, and the admin sees it too', async ({
  page,
  browser,
}) => {
  const person = await signUpCandidate(page);
  await page.goto('/apply?program=standard');
  const upload = page.getByLabel('Upload your resume (PDF, max 5 MB)');
  // Enabled once the app has started: a file set on the server-rendered input goes nowhere, and
  // setInputFiles does not wait for that.
  await expect(upload).toBeEnabled();
  await upload.setInputFiles({
    name: 'meera.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf(person.name),
  });
  await page.getByRole('checkbox', { name: /Attach my current resume: meera.pdf/ }).check();
  await page.getByLabel('Track').selectOption({ label: 'Web development' });
  await page.getByLabel('College').fill('Government Engineering College, Nagpur');
  await page.getByLabel('Graduation year').fill('2027');
  await page.getByLabel('Skills').fill('React');
  await page.getByLabel('Skills').press('Enter');
  await page
    .getByLabel('Why you?')
    .fill('I built a canteen ordering app in React for my college and want real code reviews.');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText('Standard Program · Web development')).toBeVisible();
  await expect(page.getByText(/Resume version 1 attached/)).toBeVisible();

  const admin = await adminFinds(browser, 'Program application', person.name);
  await expect(admin.getByText('Government Engineering College, Nagpur')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Open resume (version 1)' })).toBeVisible();
  await admin.context().close();
});
