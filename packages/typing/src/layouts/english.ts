import { US_ROWS } from '../keys';
import type { LayoutDefinition } from './types';

const keys: Record<string, string> = {};
for (const row of US_ROWS) {
  for (const [, normal, shifted] of row) {
    keys[normal] = normal;
    keys[shifted] = shifted;
  }
}

export const ENGLISH: LayoutDefinition = {
  id: 'english',
  name: 'English (US)',
  language: 'english',
  description:
    'The US English keyboard that SSC, RRB and state exams use for English typing tests.',
  keys,
  altGr: {},
  rules: [],
  typewriterOrder: 'never',
};
