import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_CHECK_MESSAGES,
  OfferCheckResponseSchema,
  SubmissionsResponseSchema,
} from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import { adminAccount, bearer, type TestAccount } from '../../test/accounts';
import { readyCandidate } from '../../test/candidates';
import { createTestApp } from '../../test/test-app';

const ENGLISH =
  'Dear candidate, you are selected for Data Entry. Pay ₹1,500 registration fee today only and share the OTP you receive to confirm. Contact HR on WhatsApp.';
const HINDI = 'आपका चयन हो गया है। 2000 रुपये पंजीकरण शुल्क जमा करें और अपना आधार कार्ड की फोटो भेजें।';

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

const check = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/tools/offer-check',
    payload: payload as object,
    headers,
  });
const reportOffer = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/tools/offer-check/report', payload });
const submissionCount = async () =>
  (await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from submissions`))[0]?.n;

describe('checking a pasted offer', () => {
  it('names each red flag of an English offer with the words that raised it, for anyone', async () => {
    const response = await check({ text: ENGLISH });
    expect(response.statusCode).toBe(200);
    const result = OfferCheckResponseSchema.parse(response.json());
    expect(result.level).toBe('high');
    expect(result.flags.map((flag) => flag.code)).toEqual(
      expect.arrayContaining([
        'fee_or_deposit',
        'asks_otp',
        'off_platform_contact',
        'pressure_to_pay',
      ]),
    );
    expect(result.flags.find((flag) => flag.code === 'asks_otp')?.evidence).toBe('share the OTP');
  });

  it('reads Hindi offers too', async () => {
    const result = OfferCheckResponseSchema.parse((await check({ text: HINDI })).json());
    expect(result.flags.map((flag) => flag.code)).toEqual(
      expect.arrayContaining(['fee_or_deposit', 'asks_id_documents']),
    );
  });

  it('answers a real offer with no flags, and signed-in callers alike', async () => {
    const candidate = await readyCandidate(app);
    const text =
      'Stipend ₹15,000 per month. No fee is charged at any stage. Interview on Google Meet.';
    const response = await check({ text }, bearer(candidate.token));
    expect(response.json()).toEqual({ level: 'low', flags: [] });
  });

  it('stores nothing', async () => {
    const before = await submissionCount();
    await check({ text: ENGLISH });
    expect(await submissionCount()).toBe(before);
  });

  it('takes a 100,000-character paste, Hindi included, and refuses one character more', async () => {
    const longHindi = `${HINDI} ${'क'.repeat(100_000 - HINDI.length - 1)}`;
    const started = performance.now();
    const response = await check({ text: longHindi });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
    const tooLong = await check({ text: 'a'.repeat(100_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses empty text, other fields and bodies too large with a clear 4xx', async () => {
    expect((await check({ text: '   ' })).json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ path: 'text', message: OFFER_CHECK_MESSAGES.empty }],
    });
    expect((await check({ text: 'hi', extra: 1 })).statusCode).toBe(400);
    expect((await check({})).statusCode).toBe(400);
    expect((await check({ text: 'x'.repeat(700_000) })).statusCode).toBe(413);
  });

  it('quotes hostile text as plain text: $& and <script> come back as written', async () => {
    const text = 'Pay $& <script>alert(1)</script> registration fee $1';
    const result = OfferCheckResponseSchema.parse((await check({ text })).json());
    expect(result.flags[0]?.evidence).toBe('registration fee');
  });
});

describe('reporting an offer', () => {
  it('puts it in the admins’ inbox with the red flags found, only when the visitor chooses', async () => {
    const response = await reportOffer({
      text: ENGLISH,
      source: 'A WhatsApp message from +91 90000 00000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: OFFER_CHECK_MESSAGES.reported });
    const inbox = await app.inject({
      url: '/api/admins/submissions?kind=offer-report',
      headers: bearer(admin.token),
    });
    const [latest] = SubmissionsResponseSchema.parse(inbox.json()).submissions;
    expect(latest).toMatchObject({ kind: 'offer-report', message: ENGLISH });
    expect(latest?.details).toContainEqual({
      label: 'Where it came from',
      value: 'A WhatsApp message from +91 90000 00000',
    });
    expect(latest?.details.find((d) => d.label === 'Red flags found')?.value).toContain(
      'Asks you to pay a fee or deposit',
    );
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = await submissionCount();
    const response = await reportOffer({ text: ENGLISH, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await submissionCount()).toBe(before);
  });

  it('limits reports per address (10 an hour)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push((await reportOffer({ text: `Offer ${i}` })).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});
