import { expect, test } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@shuruaat/contract';
import { demoAccount, logIn } from '../fixtures/accounts';

// Issue 26 for the admin console: an admin who chose Hindi reads every console screen in Hindi
// under /hi, on a phone, without sideways scrolling.

const SHOTS = process.env.ADMIN_SHOTS_DIR;
const DEVANAGARI = /[\u0900-\u097F]/u;

const HINDI_SCREENS = [
  { path: '/hi/admin/dashboard', heading: /^नमस्ते, / },
  { path: '/hi/admin/dashboard/users', heading: 'यूज़र्स' },
  { path: '/hi/admin/dashboard/jobs', heading: 'सभी नौकरियाँ' },
  { path: '/hi/admin/dashboard/post-job', heading: 'Shuruaat में नौकरी पोस्ट करें' },
  { path: '/hi/admin/dashboard/verifications', heading: 'कंपनी वेरिफ़िकेशन' },
  { path: '/hi/admin/dashboard/reports', heading: 'शिकायत वाली लिस्टिंग' },
  { path: '/hi/admin/dashboard/listing-reviews', heading: 'लिस्टिंग रिव्यू' },
  { path: '/hi/admin/dashboard/fraud', heading: 'धोखाधड़ी' },
  { path: '/hi/admin/dashboard/audit-log', heading: 'ऑडिट लॉग' },
  { path: '/hi/admin/dashboard/typing-passages', heading: 'टाइपिंग पैराग्राफ़' },
  { path: '/hi/admin/dashboard/typing-certificates', heading: 'टाइपिंग सर्टिफ़िकेट' },
  { path: '/hi/admin/dashboard/background-jobs', heading: 'बैकग्राउंड जॉब' },
  { path: '/hi/admin/dashboard/inbox', heading: 'इनबॉक्स' },
] as const;

test('an admin who chose Hindi reads every console screen in Hindi at 390 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await logIn(page, demoAccount('admin'));
  // The admin's choice: the language cookie the switch writes.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: baseURL }]);

  for (const screen of HINDI_SCREENS) {
    await page.goto(screen.path);
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const heading = page.getByRole('heading', { level: 1, name: screen.heading });
    await expect(heading).toBeVisible();
    // What the screen is for, under its heading, is Hindi too.
    await expect(heading.locator('xpath=following-sibling::p[1]')).toContainText(DEVANAGARI);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, screen.path).toBeLessThanOrEqual(0);
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/phone${screen.path.replaceAll('/', '-')}.png`,
        fullPage: true,
      });
  }

  // A list's rows and filters speak Hindi; the stored values they send stay as they are.
  await page.goto('/hi/admin/dashboard/users?role=employer');
  await expect(page.getByLabel('रोल', { exact: true })).toHaveValue('employer');
  await expect(page.getByRole('button', { name: 'हटाएँ' }).first()).toBeVisible();
  await page.goto('/hi/admin/dashboard/audit-log');
  await expect(page.getByRole('option', { name: 'कंपनी को सस्पेंड किया' })).toHaveAttribute(
    'value',
    'employer.suspend',
  );
});
