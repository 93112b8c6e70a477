import { formatInr, type Category, type PayRange } from '@shuruaat/contract';
import {
  DOMAIN_MISMATCH_WEIGHTS,
  PERSONAL_EMAIL_DOMAINS,
  SECOND_LEVEL_SUFFIXES,
} from './rules/domains';
import { NO_SKILLS_NEEDED, PAY_CEILINGS, PAY_OUT_OF_RANGE_WEIGHTS } from './rules/pay-ranges';
import type { ScreeningFlag } from './engine';

/** What the engine knows of a listing beyond its words. */
export type ListingFacts = {
  kind: 'internship' | 'job';
  category: Category;
  skills: string[];
  stipend?: PayRange | null;
  ctc?: PayRange | null;
};

/** The company as it presents itself: the address it writes from and the site it names. */
export type CompanyFacts = { email?: string | null; website?: string | null };

/** Pay far above the category's ceiling, with no skill asked that could earn it. */
export function checkPay(listing: ListingFacts, normalizedText: string): ScreeningFlag | null {
  if (listing.skills.length > 0) return null;
  const ceilings = PAY_CEILINGS[listing.category];
  const [pay, ceiling, unit] =
    listing.kind === 'internship'
      ? [listing.stipend?.max, ceilings.stipendMonthly, 'a month']
      : [listing.ctc?.max, ceilings.ctcYearly, 'a year'];
  if (pay === undefined || pay <= ceiling) return null;
  const weight =
    (pay >= 2 * ceiling ? PAY_OUT_OF_RANGE_WEIGHTS.farAbove : PAY_OUT_OF_RANGE_WEIGHTS.above) +
    (NO_SKILLS_NEEDED.test(normalizedText) ? PAY_OUT_OF_RANGE_WEIGHTS.saysNoSkillsNeeded : 0);
  return {
    code: 'pay_out_of_range',
    weight,
    evidence: `${formatInr(pay)} ${unit} with no skills asked (usual at most ${formatInr(ceiling)})`,
  };
}

/** acme.co.in from mail.acme.co.in; acme.com from https://www.acme.com/careers. */
export function registrableDomain(hostOrUrl: string): string | null {
  const host = hostOrUrl
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]{0,20}:\/\//, '')
    .split(/[/?#:]/, 1)
    .join('')
    .replace(/\.$/, '');
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2 || labels.some((l) => !/^[a-z0-9-]{1,63}$/.test(l))) return null;
  const keep = labels.length >= 3 && SECOND_LEVEL_SUFFIXES.has(labels.at(-2) ?? '') ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The company writes from a domain that is not its stated website's. */
export function checkDomains(company: CompanyFacts): ScreeningFlag | null {
  const email = company.email?.trim().toLowerCase() ?? '';
  const at = email.lastIndexOf('@');
  if (at < 1 || !company.website) return null;
  const emailDomain = email.slice(at + 1);
  const site = registrableDomain(company.website);
  const from = registrableDomain(emailDomain);
  if (!site || !from || site === from) return null;
  const isPersonal = PERSONAL_EMAIL_DOMAINS.has(emailDomain);
  // wipro-hr-jobs.com for wipro.com: a domain made to look like the company's.
  const brand = site.split('.', 1).join('');
  const isLookAlike = brand.length >= 3 && from.includes(brand);
  return {
    code: 'domain_mismatch',
    weight: isPersonal
      ? DOMAIN_MISMATCH_WEIGHTS.personalEmail
      : isLookAlike
        ? DOMAIN_MISMATCH_WEIGHTS.lookAlikeDomain
        : DOMAIN_MISMATCH_WEIGHTS.otherDomain,
    evidence: `writes from ${emailDomain} but names ${site} as its website`,
  };
}
