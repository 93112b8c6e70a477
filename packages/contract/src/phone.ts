import { normaliseMobile } from './candidates';

/**
 * An Indian mobile number as people read it, "+91 98765 43210", whatever way it was stored.
 * Anything that is not a ten-digit mobile is shown as given rather than mangled.
 */
export function phoneText(stored: string): string {
  const digits = normaliseMobile(stored);
  if (!isIndianMobile(stored)) return stored.trim();
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** The tel: link's target in E.164, "+919876543210", so every phone dials it from anywhere. */
export function phoneHref(stored: string): string {
  const digits = normaliseMobile(stored);
  if (!isIndianMobile(stored)) return `tel:${stored.replace(/[^\d+]/g, '')}`;
  return `tel:+91${digits}`;
}

// Ten digits, or ten after +91, 91 or 0: the forms the profile form accepts and older rows hold.
function isIndianMobile(stored: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(stored.replace(/[\s-]/g, ''));
}
