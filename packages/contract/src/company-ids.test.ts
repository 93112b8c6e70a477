import { describe, expect, it } from 'vitest';
import { cinProblem, gstinCheckCharacter, gstinProblem } from './company-ids';

describe('GSTIN', () => {
  it('accepts the GST portal’s published sample, whose check character matches', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

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
