import { expect, test } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('on a phone, the blog list, a post and the editor fit the screen', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: 'All Blogs' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blogs-390.png`, fullPage: true });
  await page.getByRole('link', { name: /^View Blog: Your first CTC offer/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your first CTC offer');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blog-post-390.png`, fullPage: true });

  await logIn(page, demoAccount('admin'));
  await page.goto('/admin/dashboard/blogs');
  await expect(page.getByRole('link', { name: 'Write a blog' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-blogs-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'Write a blog' }).click();
  await page.getByLabel('Body (Markdown)').fill('## A heading\n\nSome **bold** text.');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'A heading' }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/blog-editor-390.png`, fullPage: true });
});
