import { expect, test } from '@playwright/test';
import { JobSearchResponseSchema } from '@shuruaat/contract';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a job page and a search arrive with their content', async ({ page, request }) => {
    const newest = JobSearchResponseSchema.parse(
      await (await request.get('/api/jobs?limit=1&facets=false')).json(),
    ).items[0];
    if (!newest) throw new Error('the demo data has no open job');

    await page.goto(`/jobs/${newest.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);

    await page.goto('/jobs?q=developer');
    await expect(page.getByRole('status').filter({ hasText: /opportunit/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText(/develop/i);
  });
});

test('a rendered page comes alive without asking again for what it shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const searches: string[] = [];
  page.on('request', (req) => {
    // The search itself; the cards' track records are read after hydration by design.
    if (new URL(req.url()).pathname === '/api/jobs') searches.push(req.url());
  });

  await page.goto('/jobs?q=developer', { waitUntil: 'networkidle' });
  await page.getByLabel('Sort by').selectOption({ label: 'Highest pay' });
  await expect(page).toHaveURL('/jobs?q=developer&sort=pay');
  await expect(page.getByRole('article').first()).toBeVisible();

  // The first search came with the page; only the one the visitor asked for went out.
  expect(searches).toHaveLength(1);
  expect(searches[0]).toContain('sort=pay');
  expect(errors).toEqual([]);
});

test('a job that does not exist says so from the server, and the browser does not ask again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/jobs/')) asked.push(req.url());
  });
  await page.goto('/jobs/no-such-job-anywhere', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Opportunity not found' })).toBeVisible();
  expect(asked).toEqual([]);
});
