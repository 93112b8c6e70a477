import type { Category } from '@shuruaat/contract';

/**
 * The most a fresher is commonly offered in each category, in rupees: an internship's monthly
 * stipend and a job's yearly CTC. Pay above this with no skills asked is how fake listings bait
 * students ("₹80,000 a month, no experience"); with skills asked, it is a strong listing.
 * Figures are generous upper bounds from public Indian listings in 2024–2026, not medians.
 */
export const PAY_CEILINGS: Record<Category, { stipendMonthly: number; ctcYearly: number }> = {
  'web-development': { stipendMonthly: 40_000, ctcYearly: 1_500_000 },
  'software-development': { stipendMonthly: 80_000, ctcYearly: 3_000_000 },
  'mobile-development': { stipendMonthly: 40_000, ctcYearly: 1_500_000 },
  'data-science': { stipendMonthly: 60_000, ctcYearly: 2_500_000 },
  marketing: { stipendMonthly: 25_000, ctcYearly: 800_000 },
  design: { stipendMonthly: 30_000, ctcYearly: 1_000_000 },
  'content-writing': { stipendMonthly: 20_000, ctcYearly: 600_000 },
  finance: { stipendMonthly: 30_000, ctcYearly: 1_000_000 },
  sales: { stipendMonthly: 25_000, ctcYearly: 800_000 },
  hr: { stipendMonthly: 20_000, ctcYearly: 600_000 },
  operations: { stipendMonthly: 25_000, ctcYearly: 800_000 },
  teaching: { stipendMonthly: 25_000, ctcYearly: 800_000 },
  'customer-support': { stipendMonthly: 20_000, ctcYearly: 600_000 },
  engineering: { stipendMonthly: 40_000, ctcYearly: 1_500_000 },
};

/**
 * Weight of pay above the ceiling with no skills asked; twice the ceiling weighs more, and
 * saying outright that nothing is needed ("no experience, no interview") more still.
 */
export const PAY_OUT_OF_RANGE_WEIGHTS = {
  above: 30,
  farAbove: 45,
  saysNoSkillsNeeded: 20,
} as const;

/** Normalised text (normalize.ts) that says no skill, experience or interview is needed. */
export const NO_SKILLS_NEEDED =
  /\b(?:no|zero|without) (?:prior )?(?:experience|skills?|qualifications?|interview|degree)\b|\bany graduate\b|\bno skills? (?:needed|required)\b/u;
