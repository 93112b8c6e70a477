import { expect, test } from '@playwright/test';
import {
  DEVANAGARI_FONT,
  HARDEST_HINDI,
  HINDI_PARAGRAPH,
  fontRequests,
} from '../fixtures/devanagari';
import { startTest } from '../fixtures/typing';

const HINDI_TEST = '/tools/hindi-typing-test-inscript-2-minutes';

test('English pages, rupee amounts included, fetch no font file', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/jobs');
  await page.waitForLoadState('networkidle');
  // ₹ is in Noto Sans Devanagari too, but outside the range the page declares for it.
  await expect(page.getByText(/₹/).first()).toBeVisible();
  expect(fonts).toEqual([]);
});

test('the Hindi typing test fetches the Devanagari font once and draws Hindi with it', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto(HINDI_TEST);
  await page.waitForLoadState('networkidle');
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(DEVANAGARI_FONT);
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari')
      .map((face) => face.status);
  });
  expect(loaded).toEqual(['loaded']);

  // Another Hindi test and its passage, in the same visit: the file is not fetched again.
  await page.getByRole('link', { name: /Hindi Remington GAIL typing test — 10 minutes/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Hindi Remington GAIL typing test — 10 minutes/ }),
  ).toBeVisible();
  await startTest(page);
  await expect(page.getByTestId('typing-passage').locator('span').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toHaveLength(1);
});

test('Hindi keeps its matras and conjuncts inside the line at every text size and leading the app uses', async ({
  page,
}) => {
  await page.goto(HINDI_TEST);
  await page.evaluate(() => document.fonts.load('16px "Noto Sans Devanagari"', 'क'));
  const clipped = await page.evaluate((text) => {
    const sizes = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl'];
    sizes.push('text-3xl', 'text-4xl', 'sm:text-5xl', 'text-[10px]');
    const leadings = ['', 'leading-tight', 'leading-snug', 'leading-relaxed'];
    const weights = ['font-normal', 'font-semibold', 'font-bold', 'font-extrabold'];
    const host = document.createElement('div');
    host.lang = 'hi';
    document.body.append(host);
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    const found: string[] = [];
    for (const size of sizes)
      for (const leading of leadings)
        for (const weight of weights) {
          // One truncated line, as a card title is: whatever leaves the line box is cut off.
          const line = document.createElement('p');
          line.className = `truncate ${size} ${leading} ${weight}`;
          line.textContent = text;
          const baseline = document.createElement('span');
          baseline.style.cssText = 'display:inline-block;width:0;height:0';
          line.append(baseline);
          host.append(line);
          const box = line.getBoundingClientRect();
          const baselineY = baseline.getBoundingClientRect().bottom;
          const style = getComputedStyle(line);
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const ink = canvas.measureText(text);
          const above = baselineY - ink.actualBoundingBoxAscent - box.top;
          const below = box.bottom - baselineY - ink.actualBoundingBoxDescent;
          // A quarter pixel is the measurement's rounding, not a matra lost.
          if (above < -0.25 || below < -0.25)
            found.push(
              `${line.className}: ${above.toFixed(1)} px above, ${below.toFixed(1)} px below`,
            );
          line.remove();
        }
    return found;
  }, HARDEST_HINDI);
  expect(clipped).toEqual([]);
});

test('a page of Hindi shifts its layout by less than 0.02 while the font swaps in', async ({
  page,
  request,
}) => {
  // The app's own head (its inlined CSS, which declares the font) with a page of Hindi in it, on
  // the app's origin, read cold: today's screens have little Hindi above the fold.
  const shell = await (await request.get('/about-us')).text();
  const head = shell.slice(0, shell.indexOf('</head>'));
  const body = `<div class="mx-auto max-w-6xl px-4 py-10" lang="hi">
    <h1 class="text-3xl leading-tight font-extrabold sm:text-5xl">पुणे में इंटर्नशिप और फ्रेशर नौकरियाँ</h1>
    <p class="mt-3 text-lg">${HINDI_PARAGRAPH}</p>
    <h2 class="mt-6 text-2xl font-bold">${HARDEST_HINDI}</h2>
    <p class="mt-3 text-sm">${HINDI_PARAGRAPH} ${HINDI_PARAGRAPH}</p>
    <p class="mt-3 text-base">${HINDI_PARAGRAPH}</p></div><p>English below the Hindi.</p>`;
  await page.route('**/__hindi-specimen', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `${head}</head><body>${body}</body></html>`,
    }),
  );
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fonts = fontRequests(page);
  await page.goto('/__hindi-specimen');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toHaveLength(1);
  const cls = await page.evaluate(
    () => (window as unknown as { shifts: { total: number } }).shifts.total,
  );
  expect(cls).toBeLessThan(0.02);
});
