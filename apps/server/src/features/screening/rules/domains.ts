/**
 * Free mailbox providers: an address here says nothing about which company is writing, so a
 * listing that names a company but gives one of these is the classic impersonation.
 */
export const PERSONAL_EMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'yahoo.in',
  'ymail.com',
  'rediffmail.com',
  'rediff.com',
  'hotmail.com',
  'outlook.com',
  'outlook.in',
  'live.com',
  'live.in',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'aol.com',
  'zoho.com',
  'zohomail.in',
  'mail.com',
  'gmx.com',
]);

/** Second-level labels under which a registrable name sits one level deeper (acme.co.in). */
export const SECOND_LEVEL_SUFFIXES = new Set([
  'co',
  'ac',
  'org',
  'net',
  'gov',
  'edu',
  'firm',
  'gen',
  'ind',
  'res',
  'com',
]);

export const DOMAIN_MISMATCH_WEIGHTS = {
  personalEmail: 40,
  lookAlikeDomain: 65,
  otherDomain: 30,
} as const;
