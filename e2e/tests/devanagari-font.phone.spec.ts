import { expect, test } from '@playwright/test';
import { DEVANAGARI_FONT, fontRequests } from '../fixtures/devanagari';
import { keyNames, pressKeys, shownWords, startTest } from '../fixtures/typing';

const shots = process.env.TYPING_SHOTS;

test('on a phone the Hindi typing test draws its passage in the Devanagari font and fits 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fonts = fontRequests(page);
  await page.goto('/tools/hindi-typing-test-inscript-2-minutes');
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await startTest(page);
  const [first = '', second = ''] = await shownWords(page, 2);
  await pressKeys(page, keyNames('hindi-inscript', `${first} ${second}`));
  await expect(page.locator('#typing-typed')).toHaveText(second);
  // The passage's words are drawn with the font, not with boxes: the face that covers them loaded.
  const drawable = await page.evaluate(async (word) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter(
      (face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari',
    );
    return {
      statuses: faces.map((face) => face.status),
      ready: document.fonts.check('16px "Noto Sans Devanagari"', word),
    };
  }, `${first}${second}`);
  expect(drawable).toEqual({ statuses: ['loaded'], ready: true });
  expect(fonts.filter((url) => DEVANAGARI_FONT.test(url))).toHaveLength(1);
  expect(await overflow()).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/hindi-inscript-390.png`, fullPage: true });
});
