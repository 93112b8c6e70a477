import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/program/reffer', heading: 'Bring your friends to Shuruaat', text: 'The rules' },
  {
    path: '/refer-a-friend',
    heading: 'Refer friends to Shuruaat',
    text: 'Log in to get your link',
  },
  {
    path: '/program/campus-ambassador',
    heading: 'Lead Shuruaat at your college',
    text: 'Tiers by referrals',
  },
  {
    path: '/project-portfolio',
    heading: 'Project portfolio',
    text: 'What makes a strong portfolio',
  },
  {
    path: '/success-stories',
    heading: 'Students who got their start',
    text: 'Hired through Shuruaat?',
  },
];

for (const { path, heading, text } of PAGES) {
  test(`on a phone ${path} answers 200 with its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('on a phone an unpublished portfolio address is a 404', async ({ page }) => {
  const response = await page.goto('/portfolio/nobody-has-this-handle');
  expect(response?.status()).toBe(404);
});
