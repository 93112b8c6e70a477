import { afterEach, describe, expect, it } from 'vitest';
import { forgetReferral, rememberReferral, storedReferral } from './referral-capture';

afterEach(() => forgetReferral());

describe('referral capture', () => {
  it('keeps a ?ref code from any page, upper-cased, until sign-up forgets it', () => {
    rememberReferral('?utm=x&ref=k7m2q9xa');
    expect(storedReferral()).toBe('K7M2Q9XA');
    forgetReferral();
    expect(storedReferral()).toBeUndefined();
  });

  it('drops a malformed code and keeps the last good one', () => {
    rememberReferral('?ref=ABCD2345');
    rememberReferral('?ref=%3Cscript%3E');
    expect(storedReferral()).toBe('ABCD2345');
  });
});
