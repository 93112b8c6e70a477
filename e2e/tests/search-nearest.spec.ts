import { expect, test } from '@playwright/test';
import { signUpCandidate } from '../fixtures/accounts';

// Issue 25: a search with nothing in its city never ends in a dead end. The demo data has
// marketing listings, but none in Delhi NCR and none from home.

test('an empty search offers the nearest search with openings, and "Alert me" saves the one asked', async ({
  page,
}) => {
  await signUpCandidate(page);
  await page.goto('/jobs?q=marketing%20in%20delhi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Marketing internships and jobs in Delhi NCR',
  );
  await expect(
    page.getByRole('heading', { name: 'No opportunities match this search' }),
  ).toBeVisible();
  const nearby = page.getByRole('navigation', { name: 'Nearby searches' });
  const nearest = nearby.getByRole('link').first();
  await expect(nearest).toHaveText(/^Marketing internships and jobs in [A-Z][a-z]+ \(\d+\)$/);
  const city = /in ([A-Za-z]+) \(/.exec((await nearest.textContent()) ?? '')?.[1] ?? '';

  await nearest.click();
  await expect(page).toHaveURL(`/jobs?q=marketing&city=${city}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Marketing internships and jobs in ${city}`,
  );
  await expect(page.getByRole('article').first()).toContainText(city);

  await page.goBack();
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByText('Job alert saved').first()).toBeVisible();
  await page.goto('/user/dashboard/job-alerts');
  await expect(page.getByRole('link', { name: /marketing in delhi/ })).toBeVisible();
});

test('a city with none of the words shows the work-from-home ones and says so', async ({
  page,
}) => {
  await page.goto('/jobs?q=web%20developer%20pune');
  await expect(
    page.getByText(/^No web developer listings in Pune — \d+ work from home ones?$/),
  ).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Work from home');
});
