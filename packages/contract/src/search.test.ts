import { describe, expect, it } from 'vitest';
import { withoutPhrase } from './search';

describe('withoutPhrase', () => {
  it.each([
    ['web developer, Pune', 'pune', 'web developer'],
    ['internship in Mumbai', 'mumbai', 'internship'],
    ['work from home content writer', 'work from home', 'content writer'],
    ['Pune', 'pune', ''],
    ['react developer', 'pune', 'react developer'],
  ])('takes %j less %j to %j', (q, phrase, expected) => {
    expect(withoutPhrase(q, phrase)).toBe(expected);
  });
});
