import { describe, expect, it } from 'vitest';
import { foldDigits, graphemes, sameText, splitWords, wordSpans } from './text';

describe('text helpers', () => {
  it('compares text in NFC: a precomposed nukta letter equals letter + nukta', () => {
    expect(sameText('\u095B', 'ज\u093C')).toBe(true);
    expect(sameText('क', 'ख')).toBe(false);
  });

  it('keeps a letter and its matras in one grapheme cluster', () => {
    expect(graphemes('किताब')).toEqual(['कि', 'ता', 'ब']);
    expect(graphemes('Hi!')).toEqual(['H', 'i', '!']);
  });

  it('splits words on any whitespace, keeping punctuation with its word', () => {
    expect(splitWords('  Yes, sir.\nभारत  एक देश है।  ')).toEqual([
      'Yes,',
      'sir.',
      'भारत',
      'एक',
      'देश',
      'है।',
    ]);
  });

  it('gives each word its place in the text, for marking mistakes', () => {
    expect(wordSpans('a  bc')).toEqual([
      { word: 'a', start: 0, end: 1 },
      { word: 'bc', start: 3, end: 5 },
    ]);
  });

  it('reads Devanagari digits as the same figure as Arabic ones', () => {
    expect(foldDigits('सन् १९४७')).toBe('सन् 1947');
  });
});
