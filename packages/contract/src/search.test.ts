import { describe, expect, it } from 'vitest';
import { searchSortFor, withoutPhrase } from './search';

describe('withoutPhrase', () => {
  it.each([
    ['web developer, Pune', 'pune', 'web developer'],
    ['internship in Mumbai', 'mumbai', 'internship'],
    ['work from home content writer', 'work from home', 'content writer'],
    ['Pune', 'pune', ''],
    ['react developer', 'pune', 'react developer'],
    ['pune me internship', 'pune', 'internship'],
    ['mumbai mein job', 'job', 'mumbai mein'],
    ['पुणे में इंटर्नशिप', 'पुणे', 'इंटर्नशिप'],
    ['पुणे में इंटर्नशिप', 'इंटर्नशिप', 'पुणे में'],
    ['fresher ke liye', 'fresher', ''],
    ['ghar se kaam content writer', 'ghar se kaam', 'content writer'],
    ['डिज़ाइन इंटर्नशिप', 'इंटर्नशिप', 'डिजाइन'],
  ])('takes %j less %j to %j', (q, phrase, expected) => {
    expect(withoutPhrase(q, phrase)).toBe(expected);
  });
});

describe('searchSortFor', () => {
  it('sorts by relevance when the box has text, and newest when it has none', () => {
    expect(searchSortFor({ q: 'react developer' })).toBe('relevance');
    expect(searchSortFor({ q: 'pune' })).toBe('relevance');
    expect(searchSortFor({})).toBe('newest');
    expect(searchSortFor({ q: '   ' })).toBe('newest');
  });

  it('keeps the order the visitor chose, except relevance with nothing to rank', () => {
    expect(searchSortFor({ q: 'react', sort: 'pay' })).toBe('pay');
    expect(searchSortFor({ q: 'react', sort: 'newest' })).toBe('newest');
    expect(searchSortFor({ sort: 'pay' })).toBe('pay');
    expect(searchSortFor({ sort: 'relevance' })).toBe('newest');
  });
});
