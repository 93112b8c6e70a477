import { expect, test, type APIRequestContext } from '@playwright/test';
import { CATEGORIES, CATEGORY_LABELS, countOf, JobSearchResponseSchema } from '@shuruaat/contract';

async function search(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/jobs?${query}`);
  expect(response.ok()).toBe(true);
  return JobSearchResponseSchema.parse(await response.json());
}

test('/internships shows live category counts and a category leads to /jobs filtered by it', async ({
  page,
  request,
}) => {
  const { facets } = await search(request, 'kind=internship&limit=1&facets=true');
  const top = facets?.category[0];
  expect(top, 'the demo data has internships in some category').toBeDefined();
  if (!top) return;
  const label = CATEGORY_LABELS[top.value as (typeof CATEGORIES)[number]];

  await page.goto('/internships');
  await expect(page).toHaveTitle(/^Internships in India/);
  const categories = page.getByRole('list', { name: 'Internship categories' });
  const link = categories.getByRole('link', {
    name: `${label} ${countOf(top.count, 'internship')}`,
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/jobs?kind=internship&category=${top.value}`);
});

test('/explore-internships lists all 14 categories and every city with internships', async ({
  page,
  request,
}) => {
  const { facets } = await search(request, 'kind=internship&limit=1&facets=true');
  const cities = facets?.city.filter((c) => c.count > 0) ?? [];

  await page.goto('/explore-internships');
  await expect(
    page.getByRole('list', { name: 'All internship categories' }).getByRole('link'),
  ).toHaveCount(CATEGORIES.length);
  const cityLinks = page.getByRole('list', { name: 'All internship cities' }).getByRole('link');
  await expect(cityLinks).toHaveCount(cities.length);
  const [first] = cities;
  if (first) {
    await expect(
      page.getByRole('link', { name: new RegExp(`^${first.value} ${first.count} internships?$`) }),
    ).toHaveAttribute('href', `/jobs?kind=internship&city=${encodeURIComponent(first.value)}`);
  }
});

test('the employer landing’s sign-up leads to /signup with "I want to hire" chosen', async ({
  page,
}) => {
  await page.goto('/employerpage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hire interns and freshers across India',
  );
  await page.getByRole('link', { name: 'Sign up as an employer' }).first().click();
  await expect(page).toHaveURL('/signup?role=employer');
  await expect(page.getByRole('radio', { name: /I want to hire/ })).toBeChecked();
});

test('home shows the latest internships and a card opens its job page', async ({
  page,
  request,
}) => {
  const { items } = await search(request, 'kind=internship&sort=newest&limit=6&facets=false');
  const [newest] = items;
  expect(newest, 'the demo data has open internships').toBeDefined();
  if (!newest) return;

  await page.goto('/');
  const latest = page.getByRole('list', { name: 'Latest internships' });
  await expect(latest.getByRole('link')).toHaveCount(items.length);
  await latest.getByRole('link', { name: newest.title, exact: true }).click();
  await expect(page).toHaveURL(`/jobs/${newest.slug}`);
});
