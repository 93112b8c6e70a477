import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text';

describe('normalizeSearchText', () => {
  it('lower-cases ASCII and nothing else', () => {
    expect(normalizeSearchText('Web Developer, PUNE\n')).toBe('web developer, pune\n');
  });

  it('drops Latin accents but keeps Devanagari vowel signs', () => {
    expect(normalizeSearchText('Bengalūru')).toBe('bengaluru');
    expect(normalizeSearchText('पुणे')).toBe('पुणे');
  });

  it('makes one of the spellings Hindi keyboards and writers differ on', () => {
    expect(normalizeSearchText('\u0958')).toBe(normalizeSearchText('\u0915\u093c'));
    expect(normalizeSearchText('\u0958')).toBe('\u0915');
    expect(normalizeSearchText('गाँव')).toBe(normalizeSearchText('गांव'));
    expect(normalizeSearchText('हिन्दी')).toBe(normalizeSearchText('हिंदी'));
    expect(normalizeSearchText('इंटर्\u200dनशिप')).toBe(normalizeSearchText('इंटर्नशिप'));
  });

  it('reads a zero-width space as a space and drops direction marks', () => {
    expect(normalizeSearchText('पुणे\u200bजॉब')).toBe('पुणे जॉब');
    expect(normalizeSearchText('\u202epune\u202c\u200f')).toBe('pune');
  });
});
