import { expect, test } from '@playwright/test';
import { INFO_PAGES, PAGE_ALIASES } from '@shuruaat/contract';

/** Each information page and a line of its own content (not a placeholder, not the 404 page). */
const CONTENT: Record<(typeof INFO_PAGES)[number]['path'], string> = {
  '/about-us': 'Pay you can see',
  '/out-teams': 'Grievance officer, trust and privacy',
  '/contact': 'support@shuruaat.in',
  '/free-internships': 'No fee, deposit or paid “training kit”, ever.',
  '/Standard-Program': '₹2,999',
  '/premium-program': '1:1 mentor, a 45-minute call every week',
  '/corporate-traning': 'Fresher onboarding',
  '/apply': 'Sign in as a student to apply',
  '/services/web': 'Sample deliverables',
  '/services/design': 'Wireframes and prototypes',
  '/careers': 'How hiring works',
  '/careers/openings': 'Student Success Associate (Hindi and English)',
  '/tools': 'Take the typing test',
  '/Career-guidence': 'CTC is not your in-hand salary',
  '/help': 'Uploading your resume',
  '/Faqs': 'Is Shuruaat free for students?',
  '/privacy-policy': 'Digital Personal Data Protection Act',
  '/terms-and-privacy': 'For employers',
  '/tools/is-this-offer-real': 'national cybercrime helpline',
};

for (const { path, title } of INFO_PAGES) {
  test(`${path} answers 200 with its own title and content on a phone`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await expect(page.getByText(CONTENT[path]).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  });
}

test('friendlier spellings redirect permanently to the spec’s paths', async ({ page }) => {
  for (const [from, to] of Object.entries(PAGE_ALIASES)) {
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(to);
  }
});

test('the FAQs open one answer at a time', async ({ page }) => {
  await page.goto('/Faqs');
  const answer = page.getByText(/Every listing must show the stipend/);
  await expect(answer).toBeHidden();
  await page.getByText('How do I know what an internship pays?').click();
  await expect(answer).toBeVisible();
});
