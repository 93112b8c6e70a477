import { describe, expect, it } from 'vitest';
import { TYPING_LAYOUTS } from '@shuruaat/contract';
import { LAYOUT_IDS } from './engine-adapter';
import { MOST_CHARACTERS_PER_KEY, measureMostCharactersPerKey } from './log-checks';

describe('characters one key can type', () => {
  it.each(TYPING_LAYOUTS)(
    'the table for %s is what the engine’s replay of every key and key pair types',
    (layout) => {
      expect(measureMostCharactersPerKey(LAYOUT_IDS[layout])).toBe(MOST_CHARACTERS_PER_KEY[layout]);
    },
    60_000,
  );
});
