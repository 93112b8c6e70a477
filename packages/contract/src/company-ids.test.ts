import { describe, expect, it } from 'vitest';
import { cinProblem, gstinCheckCharacter, gstinProblem } from './company-ids';

describe('GSTIN', () => {
  it('accepts the GST portal’s published sample, whose check character matches', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  // GSTINs printed on large companies' public invoices (Karnataka and Maharashtra registrations).
  it.each(['29AACCF0683K1ZD', '29AAICA3918J1ZE', '27AAACT2727Q1ZW', '27AAACR5055K1Z7'])(
    'accepts %s, a real registration whose check character matches',
    (gstin) => expect(gstinProblem(gstin)).toBeNull(),
  );

  it.each(['29AACCF0683K1ZE', '29AAICA3918J1Z3', '27AAACT2727Q1ZV', '27AAACR5055K1ZA'])(
    'refuses %s, a real registration with its last character changed',
    (gstin) => expect(gstinProblem(gstin)).toBe('check'),
  );

  it('finds a one-character typo through the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0933F1ZV')).toBe('check');
    // Two neighbours swapped change the weighted sum too.
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe('check');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a state code no state has, and a wrong shape', () => {
    expect(gstinProblem('40AAPFU0939F1ZV')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1V')).toBe('shape');
  });
});

describe('CIN', () => {
  it('accepts a well-formed CIN', () => {
    expect(cinProblem('U72200KA2015PTC082321', 2026)).toBeNull();
    expect(cinProblem('L17110MH1973PLC019786', 2026)).toBeNull();
  });

  it.each([
    ['U72200XX2015PTC082321', 'state'],
    ['U72200KA2031PTC082321', 'year'],
    ['U72200KA1700PTC082321', 'year'],
    ['U72200KA2015ABC082321', 'ownership'],
    ['X72200KA2015PTC082321', 'shape'],
  ])('refuses %s (%s)', (cin, problem) => {
    expect(cinProblem(cin, 2026)).toBe(problem);
  });
});
