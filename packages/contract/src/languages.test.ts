import { describe, expect, it } from 'vitest';
import { pathInLanguage, preferredLanguage, splitLanguagePath } from './languages';

describe('language paths', () => {
  it('reads Hindi from the /hi prefix and leaves the spec path', () => {
    expect(splitLanguagePath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(splitLanguagePath('/hi/jobs/react-dev')).toEqual({
      language: 'hi',
      path: '/jobs/react-dev',
    });
    expect(splitLanguagePath('/hi?q=pune')).toEqual({ language: 'hi', path: '/?q=pune' });
  });

  it('does not take a path that only starts with the letters hi for Hindi', () => {
    expect(splitLanguagePath('/hiring')).toEqual({ language: 'en', path: '/hiring' });
  });

  it('writes Hindi paths under /hi and English ones unchanged', () => {
    expect(pathInLanguage('hi', '/')).toBe('/hi');
    expect(pathInLanguage('hi', '/jobs?q=x')).toBe('/hi/jobs?q=x');
    expect(pathInLanguage('en', '/jobs')).toBe('/jobs');
  });

  it('never writes a path a browser would read as another site', () => {
    expect(splitLanguagePath('/hi//evil.com/x')).toEqual({ language: 'hi', path: '/evil.com/x' });
    expect(pathInLanguage('en', '//evil.com')).toBe('/evil.com');
    expect(pathInLanguage('en', '/\\evil.com')).toBe('/evil.com');
    expect(pathInLanguage('hi', '///evil.com?q=1')).toBe('/hi/evil.com?q=1');
  });
});

describe('Accept-Language', () => {
  it('picks the first of our languages by weight, hi-IN counting as Hindi', () => {
    expect(preferredLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLanguage('en-US,hi;q=0.5')).toBe('en');
    expect(preferredLanguage('mr;q=1, hi;q=0.7, en;q=0.3')).toBe('hi');
  });

  it('answers nothing for a header naming none of ours, or refusing them with q=0', () => {
    expect(preferredLanguage('fr-FR')).toBeUndefined();
    expect(preferredLanguage('hi;q=0')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
  });
});
