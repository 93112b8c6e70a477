import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@shuruaat/contract';
import { demoAccount, logIn } from '../fixtures/accounts';

// Issue 26 for the admin's blog screens: the list and the editor in Hindi under /hi, on a phone,
// without sideways scrolling.

const SHOTS = process.env.ADMIN_SHOTS_DIR;

const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an admin who chose Hindi lists and writes blogs in Hindi at 390 px', async ({
  page,
  baseURL,
}) => {
  await logIn(page, demoAccount('admin'));
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: baseURL }]);

  await page.goto('/hi/admin/dashboard/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'बदलें' }).first()).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-hi-admin-blogs.png`, fullPage: true });

  await page.getByRole('link', { name: 'ब्लॉग लिखें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ब्लॉग लिखें' })).toBeVisible();
  // The hint's parameter is filled in: the split-off catalogue is compiled like the others.
  await page.getByLabel('टाइटल').fill('Pehli naukri ki taiyari');
  await expect(page.getByText('पता: /blogs/pehli-naukri-ki-taiyari')).toBeVisible();
  await page.getByLabel('पोस्ट का टेक्स्ट (Markdown)').fill('## एक हेडिंग\n\nकुछ **बोल्ड** टेक्स्ट।');
  await expect(
    page.getByRole('region', { name: 'प्रीव्यू' }).getByRole('heading', { name: 'एक हेडिंग' }),
  ).toBeVisible();
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-hi-blog-editor.png`, fullPage: true });
});
