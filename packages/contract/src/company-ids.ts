/**
 * India's company identifiers, checked beyond their shape so a typo is caught while the employer
 * still has the certificate in front of them. GSTIN: the GST Council's check character over the
 * first 14 (a base-36 Luhn variant). CIN: the Registrar's parts, each from its closed list.
 */

/** 15 characters: state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** 21 characters: listing, industry code, state, year, ownership, registration number. */
export const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character the first 14 characters of a GSTIN call for. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, char] of [...first14].entries()) {
    const product = BASE36.indexOf(char) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

/** GST state codes: 01 Jammu and Kashmir … 38 Ladakh, 97 other territory, 99 centre jurisdiction. */
const isGstState = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

export type GstinProblem = 'shape' | 'state' | 'check';

export function gstinProblem(value: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(value)) return 'shape';
  if (!isGstState(Number(value.slice(0, 2)))) return 'state';
  return gstinCheckCharacter(value.slice(0, 14)) === value[14] ? null : 'check';
}

/** The Registrar of Companies' state codes as CINs carry them. */
const CIN_STATES = new Set(
  'AN AP AR AS BR CH CT DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OR PB PY RJ SK TG TN TR TZ UP UR UT WB'.split(
    ' ',
  ),
);
/** Ownership classes: private, public, listed-foreign, government, one person, non-profit … */
const CIN_OWNERSHIP = new Set('PTC PLC FTC FLC GOI SGC GAP GAT NPL OPC ULL ULT'.split(' '));

export type CinProblem = 'shape' | 'state' | 'year' | 'ownership';

export function cinProblem(value: string, thisYear = new Date().getFullYear()): CinProblem | null {
  if (!CIN_PATTERN.test(value)) return 'shape';
  if (!CIN_STATES.has(value.slice(6, 8))) return 'state';
  const year = Number(value.slice(8, 12));
  if (year < 1850 || year > thisYear) return 'year';
  return CIN_OWNERSHIP.has(value.slice(12, 15)) ? null : 'ownership';
}
