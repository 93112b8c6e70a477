import { expect, test, type Page } from '@playwright/test';
import { demoAccount, logIn } from '../fixtures/accounts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test('an admin writes and publishes a blog, and a visitor reads it at /blogs/{slug}', async ({
  page,
  browser,
}) => {
  const title = `Negotiating your first stipend ${Date.now().toString(36)}`;
  await logIn(page, demoAccount('admin'));
  await page.goto('/admin/dashboard/blogs');
  await expect(page.getByText('Published').first()).toBeVisible();
  await shot(page, 'admin-blogs-1280');
  await page.getByRole('link', { name: 'Write a blog' }).click();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(/^negotiating-your-first-stipend-/);
  await page.getByLabel('Author').fill('Shuruaat Careers Desk');
  await page
    .getByLabel('Meta description')
    .fill('How to ask for a better stipend politely, with numbers, before you accept an offer.');
  await page.getByLabel('Topic').selectOption('internships');
  await page.getByLabel('Jobs to link to').selectOption('marketing');
  await page
    .getByLabel('Body (Markdown)')
    .fill(
      [
        '## Know the range',
        '',
        'Look at what similar **marketing internships** in your city pay before you ask. '.repeat(
          4,
        ),
        '',
        '- Ask once, politely',
        '- Give a reason: your portfolio or a past result',
        '',
        '<script>alert("x")</script>',
      ].join('\n'),
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Know the range' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await shot(page, 'blog-editor-1280');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('✅ Blog posted successfully!')).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/blogs');
  await expect(visitor.getByRole('heading', { name: 'All Blogs' })).toBeVisible();
  await shot(visitor, 'blogs-1280');
  await visitor.getByRole('link', { name: `View Blog: ${title}` }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveURL(/\/blogs\/negotiating-your-first-stipend-/);
  await expect(visitor.getByRole('heading', { name: 'Know the range' })).toBeVisible();
  await expect(
    visitor.getByText(/Shuruaat Careers Desk · .* · \d+ min read/).first(),
  ).toBeVisible();
  await expect(
    visitor.getByRole('link', { name: 'See Marketing jobs and internships' }),
  ).toHaveAttribute('href', '/jobs?category=marketing');
  await expect(visitor.getByRole('heading', { name: 'Related posts' })).toBeVisible();
  await shot(visitor, 'blog-post-1280');

  // A fresh load is served by the server, already rendered, with its own head.
  const url = new URL(visitor.url());
  const response = await visitor.request.get(url.pathname);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${title} | Shuruaat</title>`);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('Know the range</h2>');
  const old = await visitor.request.get(`${url.pathname}.html`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(url.pathname);
  await visitor.close();
});

test('an unknown blog answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/blogs/no-such-post-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
});
