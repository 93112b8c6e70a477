import { expect, test } from '@playwright/test';

// playwright.config.ts runs a real OpenID provider (fixtures/google-provider.ts) as this run's
// Google: its sign-in page answers at once, as one person made up for the run.

test('a new person signs up with Google, comes back in with it, and deletes the account with a Google check', async ({
  page,
}) => {
  // Stopped by the guard, they choose Google on the login page...
  await page.goto('/user/dashboard/applications');
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();

  // ...and, new to Shuruaat, say how they will use it.
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
  await expect(
    page.getByText(/Signed in with Google as google\.[0-9a-f]+@example\.in/),
  ).toBeVisible();
  await page.getByLabel('I want to find internships and jobs').check();
  await page.getByLabel('Yes, I am 18 or older').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/user/dashboard/applications');

  // Signed out, Google signs them straight back in: no second question.
  await page
    .getByRole('button', { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nisha');

  // The account has no password: deleting it asks Google instead.
  await page.goto('/user/dashboard/privacy');
  await page.getByRole('link', { name: 'No password? Confirm with Google' }).click();
  await expect(page.getByText('Confirmed with Google.')).toBeVisible();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(page).toHaveURL('/login');

  // The Google account leads nowhere now: it would sign up afresh.
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'One more step' })).toBeVisible();
});
