import { expect, test, type Page } from '@playwright/test';
import { ROLES, dashboardPathFor } from '@shuruaat/contract';
import { demoAccount, logIn } from '../fixtures/accounts';

// Every screen of a dashboard must work when opened from a bookmark or reloaded, not only when
// reached through the menu: the privacy page once failed "to load your sessions" on reload,
// because the server had marked its requests answered while keeping their data to itself
// (issue 25). A console error on the way (a failed hydration, a refused request) fails it too.

/** What a visitor would see as broken: a section that failed to load, or the error screen. */
async function expectScreenWorks(page: Page, path: string) {
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  const failures = page.getByRole('alert').filter({ hasText: /failed to load|went wrong/i });
  await expect(failures, path).toHaveCount(0);
}

for (const role of ROLES) {
  test(`every ${role} dashboard screen opens directly and survives a reload`, async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
    await logIn(page, demoAccount(role));
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav).toBeVisible();
    const menu = nav.getByRole('link');
    const hrefs = await menu.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // The menu also links to public pages (jobs, tools); those are not dashboard screens.
    const home = dashboardPathFor(role);
    const paths = [...new Set(hrefs)].filter(
      (href) => href === home || href.startsWith(`${home}/`),
    );
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      await page.goto(path);
      await expectScreenWorks(page, path);
      await page.reload();
      await expectScreenWorks(page, `${path} after a reload`);
    }
    expect(consoleErrors).toEqual([]);
  });
}
