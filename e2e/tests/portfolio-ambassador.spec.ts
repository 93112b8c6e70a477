import { expect, test } from '@playwright/test';
import { demoAccount, logIn, signUpCandidate } from '../fixtures/accounts';

test('a student builds a portfolio, publishes it and anyone can open the public page', async ({
  page,
  browser,
}) => {
  await signUpCandidate(page);
  await page.goto('/project-portfolio');
  await page.getByRole('button', { name: 'Add a project' }).click();
  await page.getByLabel('Project title').fill('Canteen queue tracker');
  await page
    .getByLabel('What you built')
    .fill(
      'A web app that shows how long the canteen queue is, updated by students at the counter.',
    );
  await page.getByLabel('Your role').fill('Built the React frontend and the Node API');
  await page.getByLabel('Code link (optional)').fill('javascript:alert(1)');
  await page.getByLabel('Started').fill('2025-07');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(
    page.getByText('Enter a full web address starting with http:// or https://'),
  ).toBeVisible();
  await page.getByLabel('Code link (optional)').fill('https://github.com/meera/canteen-queue');
  await page.getByRole('button', { name: 'Save project' }).click();
  await expect(page.getByRole('heading', { name: 'Canteen queue tracker' })).toBeVisible();

  const handle = `meera-${Date.now().toString(36)}`;
  await page.getByLabel('Handle').fill(handle);
  await page.getByLabel('Publish my portfolio').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('link', { name: 'View your public page' })).toBeVisible();

  const visitor = await browser.newPage();
  const response = await visitor.goto(`/portfolio/${handle}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Canteen queue tracker' })).toBeVisible();
  await visitor.close();

  // Deleting asks first; the last project gone takes the page down.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete project' }).click();
  await expect(page.getByText('No projects yet.')).toBeVisible();
});

test('a student applies to be a campus ambassador and an admin approves them', async ({
  page,
  browser,
}) => {
  const student = await signUpCandidate(page);
  await page.goto('/program/campus-ambassador');
  await page.getByLabel('College').fill('Government College of Engineering, Amravati');
  await page.getByLabel('City').fill('Amravati');
  await page.getByLabel('Year of study').selectOption('third');
  await page
    .getByLabel('Why do you want to be a campus ambassador?')
    .fill(
      'I run our placement WhatsApp group and juniors keep asking me where to find paid internships.',
    );
  await page.getByRole('button', { name: 'Apply to be an ambassador' }).click();
  await expect(page.getByTestId('ambassador-status')).toContainText('pending');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, demoAccount('admin'));
  // The menu and the overview's count both lead there.
  await admin.getByRole('link', { name: 'Campus ambassadors' }).first().click();
  const card = admin.getByRole('listitem').filter({ hasText: student.email });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Ambassador approved')).toBeVisible();
  // Decided, it leaves the waiting list; the approved list has it.
  await expect(card).toHaveCount(0);
  await admin.getByLabel('Show').selectOption({ label: 'Approved' });
  await expect(admin).toHaveURL('/admin/dashboard/ambassadors?status=approved');
  await expect(card).toContainText('approved');
  await adminContext.close();

  await page.goto('/refer-a-friend');
  await expect(page.getByText('Campus Starter tier')).toBeVisible();
});
