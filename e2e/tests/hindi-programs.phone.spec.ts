import { expect, test, type Page } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

// Issue 26 on a phone: the referral, campus ambassador, project portfolio and success story
// pages read in Hindi under /hi, keep the reader in Hindi when they follow a link, and fit a
// 390 px screen.

const DEVANAGARI = /[\u0900-\u097F]/;

const PAGES = [
  { path: '/hi/refer-a-friend', heading: 'दोस्तों को Shuruaat पर लाएँ' },
  { path: '/hi/program/campus-ambassador', heading: 'अपने कॉलेज में Shuruaat का चेहरा बनें' },
  { path: '/hi/project-portfolio', heading: 'प्रोजेक्ट पोर्टफ़ोलियो' },
  { path: '/hi/success-stories', heading: 'वे स्टूडेंट्स जिन्हें अपनी शुरुआत मिली' },
];

/** The addresses of the page's own links (the main content's), as the browser resolves them. */
const linksOf = (page: Page) =>
  page.locator('main a[href]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );

/** How far the page reaches past the screen's right edge, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const { path, heading } of PAGES) {
  test(`${path} reads in Hindi, its links stay under /hi and nothing overflows`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    await expect(page).toHaveTitle(DEVANAGARI);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DEVANAGARI);
    for (const h2 of await page.getByRole('heading', { level: 2 }).allTextContents())
      expect(h2).toMatch(DEVANAGARI);
    const links = await linksOf(page);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => link !== '/hi' && !link.startsWith('/hi/'))).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath('page.png'), fullPage: true });
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });
}

test('following the program’s links keeps the reader in Hindi', async ({ page }) => {
  await page.goto('/hi/program/reffer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपने दोस्तों को Shuruaat पर लाएँ');
  await page.getByRole('link', { name: 'कैंपस एम्बेसडर बनें' }).click();
  await expect(page).toHaveURL('/hi/program/campus-ambassador');
  await expect(page.getByRole('rowheader', { name: 'गोल्ड' })).toBeVisible();
  await page.getByRole('link', { name: 'अप्लाई करने के लिए लॉग इन करें' }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
});

test('a signed-in student who chose Hindi sees their referral link and builder in Hindi', async ({
  page,
  baseURL,
}) => {
  await logIn(page, demoAccount('candidate'));
  // The language switch's choice: the English address then leads to the Hindi one.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/refer-a-friend');
  await expect(page).toHaveURL(/\/hi\/refer-a-friend$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपका रेफ़रल लिंक');
  await expect(page.getByLabel('आपका रेफ़रल लिंक')).toHaveValue(/\/signup\?ref=/);
  await expect(page.getByRole('heading', { name: 'आपके ज़रिए जुड़े दोस्त' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/hi/project-portfolio');
  await expect(page.getByRole('heading', { name: 'आपके प्रोजेक्ट' })).toBeVisible();
  await page.getByRole('button', { name: 'प्रोजेक्ट जोड़ें' }).click();
  await expect(page.getByLabel('प्रोजेक्ट का नाम')).toBeVisible();
  await page.getByRole('button', { name: 'प्रोजेक्ट सेव करें' }).click();
  await expect(page.getByText('प्रोजेक्ट का नाम लिखें')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('builder.png'), fullPage: true });
});
