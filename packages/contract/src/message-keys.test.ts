import { describe, expect, it } from 'vitest';
import { APPLY_MESSAGES } from './apply-messages';
import en from './locales/en.json';
import { MESSAGES } from './messages';

// The contract's messages are keys in its catalogue (decision 032); the spec's English stays
// exactly as written, so the English catalogue must say word for word what the code sends.
function leaves(value: object, path: string[] = []): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null
      ? leaves(inner as object, [...path, key])
      : [[`contract.${[...path, key].join('.')}`, String(inner)] as [string, string]],
  );
}

describe('the contract catalogue', () => {
  it('holds every spec message under its path, in the spec’s exact English', () => {
    const catalogue = en as Record<string, string>;
    for (const [key, english] of leaves(MESSAGES)) expect(catalogue[key]).toBe(english);
  });

  it('holds the apply messages, a parameter where the code fills one in', () => {
    const catalogue = en as Record<string, string>;
    const { profileFirst, ...fixed } = APPLY_MESSAGES;
    for (const [key, english] of leaves(fixed, ['apply'])) expect(catalogue[key]).toBe(english);
    expect(catalogue['contract.apply.profileFirst']).toBe(profileFirst('{missing}'));
  });
});
