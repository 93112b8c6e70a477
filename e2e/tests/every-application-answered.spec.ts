import { expect, request, test } from '@playwright/test';
import { logIn } from '../fixtures/accounts';
import { baseURL, send } from '../fixtures/api-accounts';
import { listingWithApplicant } from '../fixtures/listing-with-applicant';

// Builds its own employer, listing and applicant through the API, so it changes no demo data.
test.slow();

test('a listing’s apply-by day passes and, 31 days on, the unanswered applicant gets a final answer', async ({
  page,
}) => {
  // Its apply-by day is the first allowed, tomorrow: the listing ends then and no one answers.
  const { job, candidate, dispose } = await listingWithApplicant({ applyInDays: 1 });

  // The job page now says where the application stands instead of "Apply now".
  await logIn(page, candidate.credentials);
  await page.goto(`/jobs/${job.slug}`);
  const applied = page.getByRole('status').filter({ hasText: 'Applied — status: Applied' });
  await expect(applied.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);

  // (Closing would answer at once: listing-closed.spec.ts.) The clock moves past the end of
  // tomorrow and 31 days on.
  const clock = await request.newContext({ baseURL: baseURL() });
  const moved = await send<{ answered: number }>(clock, 'POST', '/api/test/clock', {
    advanceDays: 33,
  });
  expect(moved.answered).toBeGreaterThanOrEqual(1);
  await clock.dispose();

  await page.goto('/user/dashboard/applications');
  const item = page.locator(`#application-${job._id}`);
  await expect(item).toContainText('Not selected — the employer did not respond');
  await expect(item).toContainText('Not selected');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/answered-1280.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/answered-390.png', fullPage: false });

  await dispose();
});
