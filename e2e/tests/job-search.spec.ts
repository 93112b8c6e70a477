import { expect, test, type Page } from '@playwright/test';
import { JobsPostedResponseSchema } from '@shuruaat/contract';
import { demoAccount } from '../fixtures/accounts';

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /opportunit/ });

test('a text search ranks by relevance, and sorting by pay keeps the words', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByRole('combobox', { name: 'Search internships and jobs' }).fill('developer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/jobs?q=developer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Developer internships and jobs in India',
  );
  await expect(resultCount(page)).toHaveText(/^[1-9][\d,]* opportunit(y|ies)$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.getByRole('article').first()).toContainText(/develop/i);

  await page.getByLabel('Sort by').selectOption({ label: 'Highest pay' });
  await expect(page).toHaveURL('/jobs?q=developer&sort=pay');
  await expect(page.getByRole('combobox', { name: 'Search internships and jobs' })).toHaveValue(
    'developer',
  );
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
});

test('"Load more" adds the next page of results below the first', async ({ page }) => {
  await page.goto('/jobs');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(40);
  await expect(page).toHaveURL('/jobs');
});

test('a closed job says it no longer takes applications and offers no Apply button', async ({
  page,
}) => {
  const { email, password } = demoAccount('employer');
  const login = await page.request.post('/api/users/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const posted = await page.request.get('/api/employers/jobs-posted?limit=50');
  const { jobsPosted } = JobsPostedResponseSchema.parse(await posted.json());
  const closed = jobsPosted.find((job) => job.status === 'closed');
  if (!closed) throw new Error('the demo employer has no closed job');

  await page.goto(`/jobs/${closed.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(closed.title);
  await expect(
    page.getByText('This opportunity is no longer accepting applications'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
});

test('an unknown job shows not found with a way back to the listings', async ({ page }) => {
  await page.goto('/jobs/no-such-job-anywhere');
  await expect(page.getByRole('heading', { name: 'Opportunity not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all opportunities' }).click();
  await expect(page).toHaveURL('/jobs');
});
