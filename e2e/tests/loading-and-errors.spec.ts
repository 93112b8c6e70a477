import { expect, test } from '@playwright/test';

const LOGIN_CHUNK = '**/assets/login-page-*.js';

test('a lazy page shows a spinner with "Loading..." until its code arrives', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page arrives rendered; its links navigate inside the app once it has hydrated, which
  // enables its controls (until then a link loads the next page from the server).
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LOGIN_CHUNK, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('link', { name: 'Get Hired' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
});

test('a page whose code fails to load shows the router error screen', async ({ page }) => {
  await page.route(LOGIN_CHUNK, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText(/dynamically imported module|Failed to fetch/i)).toBeVisible();
});

test('a browser that asks for /favicon.ico gets the icon, not a 404', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});

test('the API reference opens without a Content-Security-Policy error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/api/docs');
  // The document describes every operation; Swagger UI takes a while to draw it on two cores.
  await expect(page.getByRole('heading', { name: /Shuruaat API/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('/api/users/register').first()).toBeVisible();
  expect(errors).toEqual([]);
});
