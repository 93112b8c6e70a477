import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInIndia, type Job } from '@shuruaat/contract';
import { logInThroughForm } from '../fixtures/accounts';
import { register, send } from '../fixtures/api-accounts';

// Its own employer and listings, made through the API, so saving and closing change no demo data.
async function twoListings() {
  const id = randomBytes(3).toString('hex');
  const employer = await register('employer', 'Kavya Rao');
  await send(employer.api, 'PUT', '/api/employers/update-employer-profile', {
    companyName: `Chai Analytics ${id}`,
    industry: 'Software products',
    city: 'Pune',
    about: 'We help tea stall chains across Maharashtra understand their daily sales.',
  });
  const post = async (title: string) =>
    (
      await send<{ job: Job }>(employer.api, 'POST', '/api/employers/post-job', {
        kind: 'internship',
        title,
        description: 'Build weekly dashboards for store owners and learn SQL with our data team.',
        category: 'data-science',
        skills: ['SQL', 'Excel'],
        workMode: 'remote',
        cities: [],
        partTime: false,
        openings: 1,
        startDate: null,
        durationMonths: 3,
        stipend: { min: 10000, max: 15000 },
        perks: [],
        questions: [],
        applyBy: addDays(todayInIndia(), 30),
        status: 'active',
      })
    ).job;
  const open = await post(`Chaiwala dashboard intern ${id}`);
  const closing = await post(`Chaiwala reports intern ${id}`);
  // Search takes in new listings every SEARCH_REFRESH_MS; on a busy machine the page could ask
  // before it had (it failed once in CI).
  await expect
    .poll(async () => {
      const found = await employer.api.get(`/api/jobs?q=${id}&facets=false`);
      return ((await found.json()) as { items: unknown[] }).items.length;
    })
    .toBe(2);
  return { id, employer, open, closing };
}

const toggle = (page: Page, title: string) =>
  page.getByRole('button', { name: `Save ${title}`, exact: true }).first();

test('a candidate saves from a card and a job page, finds both in the dashboard with the closed one marked, and unsaves', async ({
  page,
}) => {
  const { id, employer, open, closing } = await twoListings();
  const candidate = await register('candidate', 'Ishaan Patil');

  // A visitor's Save leads to log in, then back to the same search.
  await page.goto(`/jobs?q=${id}`);
  await page.getByRole('link', { name: `Save ${open.title} (sign in first)` }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logInThroughForm(page, candidate.credentials);
  await expect(page).toHaveURL(`/jobs?q=${id}`);

  // From the card.
  const cardToggle = toggle(page, open.title);
  await expect(cardToggle).toHaveAttribute('aria-pressed', 'false');
  await cardToggle.click();
  await expect(cardToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(cardToggle).toHaveText('Saved');

  // From the job page.
  await page.goto(`/jobs/${closing.slug}`);
  const pageToggle = toggle(page, closing.title);
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
  // Read again, the page knows it is saved.
  await page.reload();
  await expect(toggle(page, closing.title)).toHaveAttribute('aria-pressed', 'true');

  await send(employer.api, 'PATCH', `/api/employers/employer-job/${closing._id}/closed`);

  await page.goto('/user/dashboard');
  await page.getByRole('link', { name: 'Saved jobs' }).first().click();
  await expect(page).toHaveURL('/user/dashboard/saved-jobs');
  const openRow = page.getByRole('article', { name: open.title });
  const closedRow = page.getByRole('article', { name: closing.title });
  await expect(openRow).toBeVisible();
  await expect(closedRow).toContainText('Closed');
  await expect(openRow).not.toContainText('Closed');

  // Unsave: the row stays until the next visit, so it can be saved again; then it is gone.
  const rowToggle = toggle(page, open.title);
  await rowToggle.click();
  await expect(rowToggle).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('article', { name: closing.title })).toBeVisible();
  await expect(page.getByRole('article', { name: open.title })).toHaveCount(0);
});

test('an empty saved list says how to save one', async ({ page }) => {
  const candidate = await register('candidate', 'Ritu Sen');
  await page.goto('/login');
  await logInThroughForm(page, candidate.credentials);
  await expect(page).toHaveURL('/user/dashboard');
  await page.goto('/user/dashboard/saved-jobs');
  await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
});
