import { expect, request, test } from '@playwright/test';
import type { AuthResponse } from '@shuruaat/contract';
import { logInThroughForm, type Credentials } from '../fixtures/accounts';
import { baseURL, send } from '../fixtures/api-accounts';
import { createMeeting } from './messages-data';

// Issue 26 in a conversation: a candidate who reads Shuruaat in Hindi opens an employer's
// messages, its scam warning, an interview invitation and the bell, all in Hindi.
test.slow();

/** A signed-in API client for an account made by createMeeting. */
async function apiAs(credentials: Credentials) {
  const anonymous = await request.newContext({ baseURL: baseURL() });
  const { token } = await send<AuthResponse>(anonymous, 'POST', '/api/users/login', credentials);
  await anonymous.dispose();
  return request.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
}

/** A week from today in India, as the interview form sends it. */
const nextWeek = () =>
  new Date(Date.now() + 7 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

test('a Hindi candidate reads an employer’s messages, its warning, the interview and the bell in Hindi', async ({
  page,
}, testInfo) => {
  const meeting = await createMeeting();
  const thread = `/api/users/messages/${meeting.applicationId}`;

  // The candidate chose Hindi; the employer writes in English, once asking for a fee.
  const candidateApi = await apiAs(meeting.candidate);
  await send(candidateApi, 'PUT', '/api/users/language', { language: 'hi' });
  await candidateApi.dispose();
  const employerApi = await apiAs(meeting.employer);
  await send(employerApi, 'POST', thread, { body: 'Hello! We liked your canteen dashboard.' });
  await send(employerApi, 'POST', thread, {
    body: 'Please pay ₹1,999 registration fee today to confirm your joining.',
  });
  await send(employerApi, 'POST', `${thread}/interviews`, {
    date: nextWeek(),
    time: '10:30',
    durationMinutes: 45,
    mode: 'online',
    location: 'https://meet.example.com/chai',
    notes: '',
  });
  await employerApi.dispose();

  // Signing in takes the account's language: the inbox is in Hindi under /hi.
  await page.goto('/login');
  await logInThroughForm(page, meeting.candidate);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto('/hi/user/dashboard/messages');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'मैसेज' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('hi');
  await page.getByRole('link', { name: new RegExp(meeting.companyName) }).click();
  await expect(page).toHaveURL(`/hi/user/dashboard/messages/${meeting.applicationId}`);

  // The thread: the employer's words as written, everything around them in Hindi.
  await expect(page.getByRole('link', { name: '← सभी मैसेज' })).toBeVisible();
  await expect(page.getByText('Hello! We liked your canteen dashboard.')).toBeVisible();
  const warning = page.getByRole('note', { name: 'सावधान: इस मैसेज में धोखाधड़ी के संकेत हैं' });
  await expect(warning).toContainText('फ़ीस या डिपॉज़िट माँगता है: “registration fee”');
  await expect(warning).toContainText('साइबर क्राइम हेल्पलाइन 1930');

  // The interview in hi-IN, in IST, with the candidate's choices.
  const interview = page.getByRole('article', { name: 'इंटरव्यू' });
  await expect(interview).toContainText(/इंटरव्यू · .+ सुबह 10:30 IST/);
  await expect(interview).toContainText('45 मिनट · ऑनलाइन');
  await expect(interview.getByRole('button', { name: 'मंज़ूर करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'नियम पढ़ें' }).locator('..')).toContainText(
    'Shuruaat कभी पैसे नहीं माँगता, और यहाँ कोई कंपनी भी नहीं माँग सकती।',
  );

  // The bell: its count, panel and the invitation written in the candidate's language.
  await page.getByRole('button', { name: /^नोटिफ़िकेशन/ }).click();
  const panel = page.getByRole('dialog', { name: 'नोटिफ़िकेशन' });
  const invitation = panel.getByRole('link', {
    name: `इंटरव्यू का बुलावा: ${meeting.companyName} में ${meeting.job.title}`,
  });
  await expect(invitation).toContainText('सुबह 10:30 IST को इंटरव्यू के लिए बुलाया है।');
  await expect(panel.getByRole('button', { name: 'सभी पढ़ लिए' })).toBeVisible();

  // At 390 px the panel and the thread fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bell-390.png') });
  await panel.getByRole('button', { name: 'नोटिफ़िकेशन बंद करें' }).click();
  await page.screenshot({ path: testInfo.outputPath('thread-390.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The warning's report is one tap, answered in Hindi; a reply goes out from the Hindi composer.
  await warning.getByRole('button', { name: 'इस मैसेज की शिकायत करें' }).click();
  await expect(warning.getByRole('status')).toHaveText(
    'आपने इस मैसेज की शिकायत की है। हमारी टीम इसे देखेगी।',
  );
  await page.getByLabel('आपका मैसेज').fill('धन्यवाद! इंटरव्यू का समय ठीक है।');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByText('धन्यवाद! इंटरव्यू का समय ठीक है।')).toBeVisible();
});
