import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from '../fixtures/accounts';
import { createApplicants } from './employer-applicants-data';

// The journey first signs up an employer and two candidates through the API.
test.slow();

test('an employer downloads a listing’s applicants as a CSV that Excel reads as UTF-8', async ({
  page,
}) => {
  const { employer, job, ready, late } = await createApplicants();
  await logIn(page, employer);
  await page.goto(`/employer/dashboard/jobs/${job._id}/applicants`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^applicants-${job.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const bytes = await readFile((await file.path()) as string);
  // The byte-order mark is what makes Excel read the names as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    '"Name","Status","Applied on","Email","Phone","College","Degree","City","Which spreadsheet tools have you used?"',
  );
  expect(rows).toHaveLength(2);
  for (const name of [ready, late]) {
    expect(rows.find((row) => row.startsWith(`"${name}","Applied"`))).toContain(
      '"Excel and Google Sheets."',
    );
  }
  // The page stays where it was: the file was saved, not opened.
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
});
