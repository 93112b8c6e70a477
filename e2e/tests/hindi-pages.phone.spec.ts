import { expect, test } from '@playwright/test';

// Issue 26: the landing pages and the blog list read in Hindi once the app has taken over the
// page; the privacy notice and terms are written anew in Hindi and served at their /hi addresses,
// titled in Hindi; English readers never download the Hindi text.

test('/hi/internships and /hi/blogs read in Hindi, and their links stay under /hi', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/hi/internships');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('भारत में इंटर्नशिप');
  await expect(page).toHaveTitle(/^भारत में इंटर्नशिप/);
  await expect(page.getByRole('heading', { name: 'पॉपुलर कैटेगरी' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'इंटर्नशिप खोजें' }).fill('marketing');
  await page.getByRole('button', { name: 'इंटर्नशिप खोजें' }).click();
  await expect(page).toHaveURL(/\/hi\/jobs\?q=marketing&kind=internship$/);

  await page.goto('/hi/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सभी ब्लॉग');
  await page
    .getByRole('link', { name: /^ब्लॉग पढ़ें: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hi\/blogs\/[a-z0-9-]+$/);
  await expect(page.getByText('अब इसे काम में लाएँ?')).toBeVisible();
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
});

test('the Hindi privacy notice and terms are served under /hi with Hindi titles', async ({
  page,
}) => {
  await page.goto('/hi/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्राइवेसी नोटिस');
  await expect(page).toHaveTitle('प्राइवेसी नोटिस | Shuruaat');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /DPDP Act, 2023 के तहत आपके अधिकार।$/,
  );

  await page.goto('/hi/terms-and-privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नियम और शर्तें');
  await expect(page).toHaveTitle('नियम और शर्तें | Shuruaat');
});

test('the Hindi sign-up links the Hindi notice, which opens under /hi', async ({ page }) => {
  await page.goto('/hi/signup');
  await page.getByRole('link', { name: 'प्राइवेसी नोटिस' }).click();
  await expect(page).toHaveURL('/hi/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्राइवेसी नोटिस');
});

test('an English reader of the privacy notice never fetches the Hindi text', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await page.goto('/terms-and-privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terms/);
  // The heading is the server's; the page's own module is asked for once the app boots after it.
  await expect.poll(() => scripts.some((url) => url.includes('legal-pages-'))).toBe(true);
  expect(scripts.filter((url) => url.includes('legal-pages.hi'))).toEqual([]);
});
