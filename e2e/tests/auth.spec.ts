import { expect, test } from '@playwright/test';
import { demoAccount, logIn, logInThroughForm, newPerson } from '../fixtures/accounts';

test('a student signs up, logs out and logs back in to their dashboard', async ({ page }) => {
  const person = newPerson();
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('I want to find internships and jobs').check();
  await page.getByLabel('Yes, I am 18 or older').check();
  await page.getByRole('button', { name: /create account/i }).click();

  await expect(page).toHaveURL('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    person.name.split(' ')[0] as string,
  );

  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL('/login');
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL('/login');

  await logInThroughForm(page, person);
  await expect(page).toHaveURL('/user/dashboard');
});

test('signing up with a registered email shows the server message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Aarav Again');
  await page.getByLabel('Email').fill(demoAccount('candidate').email);
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  // The age question is asked of candidates before anything is sent.
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Tell us whether you are 18 or older.')).toBeVisible();
  await page.getByLabel('Yes, I am 18 or older').check();
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Email is already registered').first()).toBeVisible();
  await expect(page).toHaveURL('/signup');
});

test('a wrong password keeps the visitor on the login page with a clear message', async ({
  page,
}) => {
  await page.goto('/login');
  await logInThroughForm(page, {
    email: demoAccount('employer').email,
    password: 'not-the-password',
  });
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('each role lands on its own dashboard after logging in', async ({ page }) => {
  for (const [role, path] of [
    ['employer', '/employer/dashboard'],
    ['admin', '/admin/dashboard'],
  ] as const) {
    await logIn(page, demoAccount(role));
    await expect(page).toHaveURL(path);
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    await expect(page).toHaveURL('/login');
  }
});

test('a candidate opening the employer dashboard lands on their own', async ({ page }) => {
  await logIn(page, demoAccount('candidate'));
  await page.goto('/employer/dashboard');
  await expect(page).toHaveURL('/user/dashboard');
  await page.goto('/admin/dashboard/users');
  await expect(page).toHaveURL('/user/dashboard');
});

test('a signed-out visitor is sent to log in, without a history entry, and brought back', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL('/login');

  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await expect(page).toHaveURL('/login');

  await logInThroughForm(page, demoAccount('candidate'));
  await expect(page).toHaveURL('/user/dashboard');
});

test('each page has its own title as the visitor moves around', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in | Shuruaat');
  await page.getByRole('link', { name: 'Create an account' }).first().click();
  await expect(page).toHaveURL('/signup');
  await expect(page).toHaveTitle('Sign up | Shuruaat');
});

test('an unknown path answers 404 and shows the not-found screen with its own title', async ({
  page,
}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | Shuruaat');
  await expect(page.getByRole('heading', { name: /not found|can.t find/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('the home search box opens the jobs list with the query', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search internships and jobs' });
  await box.fill('react developer');
  await box.press('Enter');
  await expect(page).toHaveURL('/jobs?q=react+developer');
});
