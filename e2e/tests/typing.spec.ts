import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/demo-accounts';
import { demoAccount, logIn } from '../fixtures/accounts';
import {
  apiToken,
  issuedAttempt,
  keyNames,
  passUpsssc,
  pressKeys,
  runOutTheClock,
  shownWords,
  startTest,
} from '../fixtures/typing';

const shots = process.env.TYPING_SHOTS;

test('a 1-minute English test runs out and shows the server’s figures, chart and mistakes', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/tools/typing-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Typing test in Hindi and English',
  );
  if (shots) await page.screenshot({ path: `${shots}/landing-1280.png`, fullPage: true });
  const attempt = issuedAttempt(page);
  await startTest(page);
  const words = await shownWords(page, 14);
  // One word typed wrong on purpose, so the result has a mistake to mark.
  const typed = [...words];
  typed[4] = `${typed[4]}q`;
  await pressKeys(page, keyNames('english', typed.join(' ')));
  if (shots) await page.screenshot({ path: `${shots}/test-1280.png` });
  // No "finish": the clock ends the test at one minute.
  await runOutTheClock(page, (await attempt)._id, 1);
  await expect(page).toHaveURL('/tools/typing-test/result');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plain practice');
  await expect(page.getByText('KDPH')).toBeVisible();
  await expect(page.getByRole('img', { name: /Speed per minute|over 1 minutes/ })).toBeVisible();
  await expect(page.getByTestId('marked-passage').locator('mark')).toContainText(`${typed[4]}`);
  await expect(page.getByText('This result is not saved.')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/result-1280.png`, fullPage: true });
});

test('a 2-minute Hindi Remington GAIL test typed with physical keys shows correct Devanagari', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/tools/hindi-typing-test-remington-gail-2-minutes');
  await expect(page).toHaveTitle(/Hindi Remington GAIL typing test — 2 minutes/);
  await startTest(page);
  const [first = '', second = '', third = ''] = await shownWords(page, 3);
  await pressKeys(page, keyNames('hindi-remington-gail', `${first} ${second} ${third}`));
  // The third word is on screen as typed, composed from key codes (ि before its consonant etc.).
  await expect(page.locator('#typing-typed')).toHaveText(third);
  const passage = page.getByTestId('typing-passage');
  await expect(passage.locator(':scope > span').nth(0)).toHaveClass(/emerald/);
  await expect(passage.locator(':scope > span').nth(1)).toHaveClass(/emerald/);
  if (shots) await page.screenshot({ path: `${shots}/hindi-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page).toHaveURL('/tools/typing-test/result');
  await expect(page.getByText('No mistakes — every word you typed matches.')).toBeVisible();
});

test('a Krutidev test typed with physical keys shows correct Devanagari', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/tools/hindi-typing-test-krutidev-2-minutes');
  await expect(page).toHaveTitle(/Hindi Krutidev typing test — 2 minutes/);
  await startTest(page);
  const [first = '', second = ''] = await shownWords(page, 2);
  await pressKeys(page, keyNames('hindi-krutidev', `${first} ${second}`));
  await expect(page.locator('#typing-typed')).toHaveText(second);
  await expect(page.getByTestId('typing-passage').locator(':scope > span').nth(0)).toHaveClass(
    /emerald/,
  );
});

test('AltGr types Remington GAIL’s third layer, as Ctrl + Alt or the right Alt key', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/tools/hindi-typing-test-remington-gail-2-minutes');
  await startTest(page);
  const keyboard = page.getByTestId('on-screen-keyboard');
  await expect(keyboard.locator('[data-code="AltGr"]')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/altgr-1280.png`, fullPage: true });
  await pressKeys(page, ['Control+Alt+Digit1', 'Control+Alt+Digit9']);
  await page.keyboard.down('AltRight');
  await pressKeys(page, ['Digit4', 'Shift+Slash']);
  await page.keyboard.up('AltRight');
  // Playwright's keypad reports Num Lock off (Numpad7 is Home): it types nothing, as on Windows.
  await pressKeys(page, ['Numpad7']);
  await expect(page.locator('#typing-typed')).toHaveText('१९४?');
});

test('InScript types ASCII figures on the number row and Devanagari ones on AltGr', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/tools/hindi-typing-test-inscript-2-minutes');
  await startTest(page);
  await pressKeys(page, ['Digit2', 'Digit0', 'Control+Alt+Digit2', 'Control+Alt+Digit3']);
  await expect(page.locator('#typing-typed')).toHaveText('20२३');
});

test('an exam preset enforces its backspace rule: RRB NTPC refuses Backspace', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/tools/english-typing-test-rrb-ntpc-10-minutes');
  await expect(page.getByText('No Backspace.').first()).toBeVisible();
  await startTest(page);
  const [first = '', second = ''] = await shownWords(page, 2);
  await pressKeys(page, [...keyNames('english', `${first} ${second}`), 'KeyQ', 'Backspace']);
  await expect(page.getByText('This exam does not allow Backspace.')).toBeVisible();
  await expect(page.locator('#typing-typed')).toHaveText(`${second}q`);
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page).toHaveURL('/tools/typing-test/result');
  await expect(page.getByTestId('marked-passage').locator('mark').first()).toContainText(
    `${second}q`,
  );
});

test('a practice test survives a reload and resumes where it was', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/tools/english-typing-test-5-minutes');
  await startTest(page);
  const words = await shownWords(page, 8);
  await pressKeys(page, keyNames('english', `${words.slice(0, 4).join(' ')} `));
  // Progress is saved every second.
  await page.waitForTimeout(1600);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start the test' })).toBeEnabled();
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page.getByRole('heading', { name: 'Your last test was interrupted' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume the test' }).click();
  const passage = page.getByTestId('typing-passage');
  await expect(passage.locator(':scope > span').nth(3)).toHaveClass(/emerald/);
  await page.getByTestId('typing-passage').click();
  await pressKeys(page, keyNames('english', words.slice(4, 8).join(' ')));
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page).toHaveURL('/tools/typing-test/result');
  await expect(page.getByText('resumed after a reload')).toBeVisible();
  await expect(page.getByText('No mistakes — every word you typed matches.')).toBeVisible();
});

test('a certificate is verified at its public page, which says the test was unproctored', async ({
  page,
  request,
}) => {
  test.slow();
  const person = `Kavya Rao ${Date.now()}`;
  const email = `kavya.${Date.now()}@example.in`;
  const registered = await request.post('/api/users/register', {
    data: { name: person, email, password: 'typing-cert-123', role: 'candidate' },
  });
  expect(registered.status()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  const { certificateId } = await passUpsssc(request, token);
  const response = await page.goto(`/tools/typing-test/certificate/${certificateId}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`Typing certificate of ${person}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person);
  await expect(page.getByText('UPSSSC Junior Assistant typing test')).toBeVisible();
  await expect(page.getByTestId('certificate-status')).toHaveText('Valid');
  await expect(page.getByTestId('certificate-proctoring')).toContainText('Unproctored online test');
  await expect(page.getByTestId('certificate-proctoring')).toContainText(
    'no browser test can prove',
  );
  await expect(page.getByRole('img', { name: /Speed per minute over 5 minutes/ })).toBeVisible();
  await page.getByText(/The passage, as marked \(150 words\)/).click();
  if (shots) await page.screenshot({ path: `${shots}/certificate-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/certificate-390.png`, fullPage: true });
  const missing = await page.goto('/tools/typing-test/certificate/not-a-certificate');
  expect(missing?.status()).toBe(404);
});

test('a candidate attaches a typing result; the employer sees it unproctored and sends a retest link', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const student = demoAccount('candidate');
  const studentName = DEMO_ACCOUNTS.find((a) => a.role === 'candidate')?.name ?? '';
  const employer = demoAccount('employer');
  const studentToken = await apiToken(baseURL ?? '', student.email, student.password);
  const employerToken = await apiToken(baseURL ?? '', employer.email, employer.password);
  const posted = (await (
    await request.get('/api/employers/jobs-posted', {
      headers: { authorization: `Bearer ${employerToken}` },
    })
  ).json()) as { jobsPosted: { _id: string }[] };
  const employerJobs = new Set(posted.jobsPosted.map((job) => job._id));
  const mine = (await (
    await request.get('/api/candidates/applications', {
      headers: { authorization: `Bearer ${studentToken}` },
    })
  ).json()) as { applications: { _id: string; jobId: string; status: string }[] };
  const application = mine.applications.find(
    (a) => employerJobs.has(a.jobId) && ['applied', 'shortlisted', 'interview'].includes(a.status),
  );
  if (!application) throw new Error('the demo student has no application to the demo employer');
  const result = await passUpsssc(request, studentToken);

  const candidatePage = await browser.newPage();
  await logIn(candidatePage, student);
  await candidatePage.goto('/user/dashboard/typing');
  await expect(candidatePage.getByRole('heading', { name: 'My typing results' })).toBeVisible();
  await candidatePage.getByLabel('Application').selectOption(application._id);
  await candidatePage.getByLabel('Result').selectOption(result._id);
  await candidatePage.getByRole('button', { name: 'Attach' }).click();
  await expect(
    candidatePage.getByText('Attached: the employer now sees this result'),
  ).toBeVisible();
  if (shots) await candidatePage.screenshot({ path: `${shots}/history-1280.png`, fullPage: true });

  const employerPage = await browser.newPage();
  await logIn(employerPage, employer);
  await employerPage.goto(`/employer/dashboard/jobs/${application.jobId}/applicants`);
  await employerPage.getByRole('button', { name: studentName }).first().click();
  const panel = employerPage.getByRole('complementary', { name: studentName });
  await expect(panel.getByTestId('applicant-typing-result')).toContainText('WPM net');
  await expect(panel.getByRole('link', { name: 'Open the certificate' })).toBeVisible();
  await expect(panel.getByText('Typing test — unproctored online test')).toBeVisible();
  await expect(panel.getByRole('img', { name: /Speed per minute over 5 minutes/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Make a supervised retest link' }).click();
  const link = panel.getByTestId('typing-retest-link');
  await expect(link).toContainText('/tools/typing-test/retest/');
  const url = (await link.locator('p.font-mono').textContent()) ?? '';
  const typingPart = panel.getByTestId('applicant-typing-result');
  if (shots) await typingPart.screenshot({ path: `${shots}/employer-1280.png` });
  await employerPage.setViewportSize({ width: 390, height: 844 });
  if (shots) await employerPage.screenshot({ path: `${shots}/employer-390.png`, fullPage: true });

  // The candidate opens the link: the same test, locked, on passages the server picks anew.
  await candidatePage.goto(new URL(url).pathname);
  await expect(
    candidatePage.getByRole('heading', {
      name: 'Supervised retest: UPSSSC Junior Assistant typing test',
    }),
  ).toBeVisible();
  await expect(candidatePage.getByLabel('Test')).toBeDisabled();
  await expect(candidatePage.getByText(/Unproctored online test/)).toBeVisible();
  if (shots) await candidatePage.screenshot({ path: `${shots}/retest-1280.png`, fullPage: true });
  await startTest(candidatePage);
  const firstWords = await shownWords(candidatePage, 3);
  expect(firstWords.length).toBe(3);
  await expect(
    candidatePage.getByText('UPSSSC Junior Assistant typing test · English'),
  ).toBeVisible();
});
