import { z } from 'zod';
import { ScreeningFlagCodeSchema, type ScreeningFlagCode } from './screening';
import { text } from './text';

/**
 * Warnings in the moment (issue 27): a message that asks a candidate for money or secrets, and
 * the public "Is this offer real?" check. The codes are the screening engine's (screening.ts);
 * each is explained here once, for the candidate's warning and the offer checker alike.
 */
/** The screening engine's codes (screening.ts), explained to the reader they protect. */
export type ScamFlagCode = ScreeningFlagCode;

/** Where the terms name asking for a fee as an offence (written with the legal texts). */
export const TERMS_PATH = '/terms';
export const NO_FEE_PROMISE = 'Shuruaat never asks for money, and no employer here may.';
export const OFFER_CHECK_PATH = '/tools/is-this-offer-real';
/** India's national cybercrime helpline and reporting portal (Ministry of Home Affairs). */
export const CYBERCRIME_HELPLINE = '1930';
export const CYBERCRIME_PORTAL = 'https://cybercrime.gov.in';

export type ScamFlagText = { title: string; why: string; todo: string };

/** Each red flag in plain words: what was asked, why it is a red flag, what to do. */
export const SCAM_FLAG_TEXTS: Record<ScamFlagCode, ScamFlagText> = {
  fee_or_deposit: {
    title: 'Asks you to pay a fee or deposit',
    why: 'Real employers pay you; they never charge for registration, joining, a form, an ID card or a “refundable” deposit. Once paid, this money is almost never returned.',
    todo: 'Do not pay anything. Report it, and keep the message as proof.',
  },
  paid_training: {
    title: 'Makes you pay for training, a course or a kit',
    why: 'A job that first sells you training, a laptop or a “starter kit” earns from the people it hires, not from their work.',
    todo: 'Do not buy anything to get a job. Ask for the offer in writing, without any payment.',
  },
  off_platform_contact: {
    title: 'Moves you to WhatsApp, Telegram or a personal number',
    why: 'Fraudsters move the talk off the platform, where nobody can see what they ask and reports cannot reach them.',
    todo: 'Keep the conversation on Shuruaat. Do not join groups or chats from a stranger.',
  },
  task_based: {
    title: 'Offers “task-based” or daily-earning work',
    why: 'Paying for likes, reviews or simple tasks is the best-known scam in India: small first payouts, then a “recharge” or “deposit” that you never get back.',
    todo: 'Stop replying. Never deposit money to unlock earnings.',
  },
  click_for_money: {
    title: 'Pays you to like, follow, review or click',
    why: 'Likes and reviews are not a job. These offers lead to a “prepaid task” that takes your money.',
    todo: 'Do not start the tasks. Report the offer.',
  },
  mlm: {
    title: 'Asks you to recruit people or buy a joining kit',
    why: 'Earnings from people you bring in, not from your work, are a pyramid or network-marketing scheme.',
    todo: 'Do not pay for a kit or bring in friends. Report it.',
  },
  investment_scheme: {
    title: 'Promises returns on money you put in',
    why: 'A job never asks you to invest, top up a wallet or trade crypto. “Double your money” is always a fraud.',
    todo: 'Do not invest or top up anything. Report it.',
  },
  unrealistic_earnings: {
    title: 'Promises earnings far beyond normal',
    why: 'Large daily or weekly pay for no skills is bait: the money never comes, a fee does.',
    todo: 'Compare with real listings for the same work. Do not pay to start.',
  },
  pay_out_of_range: {
    title: 'Pay far above what this work pays',
    why: 'Pay far above the usual range for the role, with no skills asked, is used to rush you.',
    todo: 'Ask what the work is and who you will report to before going further.',
  },
  domain_mismatch: {
    title: 'The email address does not match the company',
    why: 'A company’s mail comes from its own website’s domain. A free email or a look-alike domain can be anyone.',
    todo: 'Check the company’s real website and write to the address listed there.',
  },
  asks_bank_or_upi: {
    title: 'Asks for your bank, card or UPI details',
    why: 'Your UPI PIN, card number or CVV lets someone take money from you. A stipend needs only an account number, and only after you have joined.',
    todo: 'Never share a PIN, CVV or card photo with anyone. Report it.',
  },
  asks_otp: {
    title: 'Asks for an OTP',
    why: 'An OTP approves a payment or a login on your account. No employer ever needs one.',
    todo: 'Never share an OTP. If you already did, call 1930 at once.',
  },
  asks_id_documents: {
    title: 'Asks for Aadhaar, PAN or other ID copies',
    why: 'Copies of your ID can be used to open loans, SIM cards or accounts in your name. An employer asks for them only after you join, through HR.',
    todo: 'Do not send ID copies in a chat. Share them only after joining, through the company’s HR.',
  },
  guaranteed_job: {
    title: 'Guarantees a job or income',
    why: 'No real employer guarantees selection before an interview. The promise is made to get a fee.',
    todo: 'Ask how selection works. Do not pay to be “placed”.',
  },
  pressure_to_pay: {
    title: 'Rushes you (“today only”, “limited seats”)',
    why: 'Hurry stops you from checking. A real offer waits a day for you to think.',
    todo: 'Take your time and check the company before answering.',
  },
  link_shortener: {
    title: 'Uses a shortened link',
    why: 'A shortened link hides where it leads, often to a fake form that collects your details or money.',
    todo: 'Do not open it. Ask for the company’s full web address.',
  },
};

// ── Messages ─────────────────────────────────────────────────────────────────────────────────

/**
 * Shown to the candidate on an employer's message the screening flagged. The evidence quotes
 * the message's own words; the employer never receives this (decision in docs/decisions/037).
 */
export const MessageWarningSchema = z.object({
  flags: z.array(z.object({ code: ScreeningFlagCodeSchema, evidence: z.string() })),
  /** Whether this candidate has already reported the message. */
  reported: z.boolean(),
});
export type MessageWarning = z.infer<typeof MessageWarningSchema>;

/** Flagged messages in this many days, across all candidates, pause an employer's messaging. */
export const MESSAGING_SUSPENSION_THRESHOLD = { flaggedMessages: 3, days: 30 } as const;

export const SCAM_WARNING_MESSAGES = {
  warningTitle: 'Be careful: this message shows signs of a scam',
  warningAdvice: `${NO_FEE_PROMISE} If you have paid or shared an OTP, call the cybercrime helpline ${CYBERCRIME_HELPLINE}.`,
  reportAsScam: 'Report this message',
  reportedNote: 'You reported this message. Our team will review it.',
  reportReason: 'Asked for money or personal details (flagged by Shuruaat)',
  suspended:
    'Your messaging is paused: several of your messages asked candidates for money, bank, UPI or card details, an OTP, ID copies, or to move to WhatsApp or Telegram, which Shuruaat does not allow. An admin will review your account; until then you cannot write to candidates. If you think this is a mistake, write to us from the contact page.',
  publishingPaused:
    'You cannot publish listings while Shuruaat reviews your account. If you think this is a mistake, write to us from the contact page.',
  suspensionLifted: 'Messaging is on again for this employer.',
  suspensionNotFound: 'No paused messaging found for this employer, or it was already lifted.',
} as const;

export const MessagingSuspensionSchema = z.object({
  _id: z.string(),
  employerId: z.string(),
  employerEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  flaggedCount: z.number().int(),
  /** The flagged messages that reached the threshold, newest first (body and flag codes). */
  messages: z.array(
    z.object({
      _id: z.string(),
      body: z.string(),
      codes: z.array(ScreeningFlagCodeSchema),
      createdAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type MessagingSuspension = z.infer<typeof MessagingSuspensionSchema>;
export const MessagingSuspensionsResponseSchema = z.object({
  suspensions: z.array(MessagingSuspensionSchema),
});
export const LiftSuspensionBodySchema = z.strictObject({
  note: text()
    .trim()
    .min(3, 'Say briefly why messaging is turned back on (3 characters or more)')
    .max(500, 'Keep the note under 500 characters'),
});
export type LiftSuspensionBody = z.input<typeof LiftSuspensionBodySchema>;

// ── The offer checker ────────────────────────────────────────────────────────────────────────

/** 100,000 characters: a long email thread or a whole listing page pasted at once. */
export const OFFER_TEXT_MAX_LENGTH = 100_000;

export const OFFER_CHECK_MESSAGES = {
  empty: 'Paste the offer you want to check.',
  tooLong: 'Paste at most 100,000 characters.',
  reported: 'Thank you. Our team will look at this offer; nothing else you typed was kept.',
  checkFailed: 'The offer could not be checked. Please try again.',
  reportFailed: 'The report was not sent. Please try again.',
} as const;

const OfferTextSchema = text()
  .trim()
  .min(1, OFFER_CHECK_MESSAGES.empty)
  .max(OFFER_TEXT_MAX_LENGTH, OFFER_CHECK_MESSAGES.tooLong);

export const OfferCheckBodySchema = z.strictObject({ text: OfferTextSchema });
export type OfferCheckBody = z.infer<typeof OfferCheckBodySchema>;

export const OFFER_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const OfferCheckResponseSchema = z.object({
  level: z.enum(OFFER_RISK_LEVELS),
  flags: z.array(z.object({ code: ScreeningFlagCodeSchema, evidence: z.string() })),
});
export type OfferCheckResponse = z.infer<typeof OfferCheckResponseSchema>;

/** A visitor chooses to send the offer to Shuruaat's team; only then is anything stored. */
export const OfferReportBodySchema = z.strictObject({
  text: OfferTextSchema,
  /** Where it came from (a company, a website, a number), optional. */
  source: text().trim().max(300, 'Keep this under 300 characters').default(''),
  /** A filled honeypot is answered like a success and not stored. */
  website: text().max(500).optional(),
});
export type OfferReportBody = z.input<typeof OfferReportBodySchema>;
