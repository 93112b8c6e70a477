import { expect, test } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

test('on a phone the menu toggles and Hire From Us goes to sign-up', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hire From Us' }).first()).toHaveAttribute(
    'href',
    '/signup?role=employer',
  );

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('on a phone a signed-in user logs out from the menu', async ({ page }) => {
  await logIn(page, demoAccount('candidate'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL('/login');
});
