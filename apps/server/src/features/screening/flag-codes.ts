/**
 * The red flags the screening engine can raise. The web names each code to the employer, the
 * admin and (later) the candidate, so a code once shipped keeps its meaning.
 */
export const SCREENING_FLAG_CODES = [
  'fee_or_deposit',
  'paid_training',
  'off_platform_contact',
  'task_based',
  'click_for_money',
  'mlm',
  'investment_scheme',
  'unrealistic_earnings',
  'pay_out_of_range',
  'domain_mismatch',
  'asks_bank_or_upi',
  'asks_otp',
  'asks_id_documents',
  'guaranteed_job',
  'pressure_to_pay',
  'link_shortener',
] as const;
export type ScreeningFlagCode = (typeof SCREENING_FLAG_CODES)[number];

export const SCREENING_LEVELS = ['low', 'medium', 'high'] as const;
export type ScreeningLevel = (typeof SCREENING_LEVELS)[number];

/** Where the text comes from: the same words weigh differently in a listing and a chat. */
export const SCREENING_CONTEXT_KINDS = ['listing', 'message', 'offer'] as const;
export type ScreeningContextKind = (typeof SCREENING_CONTEXT_KINDS)[number];
