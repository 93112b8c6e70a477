import { describe, expect, it } from 'vitest';
import { alignWords } from './align';
import { MISTAKE_WEIGHT_ROWS } from './mistake-weights';

const kinds = (passage: string, typed: string, language: 'english' | 'hindi' = 'english') =>
  alignWords(passage, typed, { language })
    .words.filter((w) => w.kind !== 'correct')
    .map((w) => [w.kind, w.passage.join(' '), w.typed.join(' '), w.weight]);

describe('word alignment classes (SSC weights)', () => {
  it('omission: a passage word not typed is a full mistake', () => {
    expect(kinds('I shall be grateful', 'I shall grateful')).toEqual([['omission', 'be', '', 1]]);
  });
  it('addition: a typed word not in the passage is a full mistake', () => {
    expect(kinds('He went home', 'He quickly went home')).toEqual([['addition', '', 'quickly', 1]]);
  });
  it('substitution: a different word in its place is a full mistake', () => {
    expect(kinds('I like apples', 'I like oranges')).toEqual([
      ['substitution', 'apples', 'oranges', 1],
    ]);
  });
  it('spelling: a misspelt word is a full mistake in the SSC preset', () => {
    expect(kinds('check the spelling now', 'check the seplling now')).toEqual([
      ['spelling', 'spelling', 'seplling', 1],
    ]);
  });
  it('repetition: a word typed twice', () => {
    expect(kinds('I shall go', 'I shall shall go')).toEqual([['repetition', '', 'shall', 1]]);
  });
  it('capitalisation: only the case differs — half', () => {
    expect(kinds('I love India', 'I love india')).toEqual([
      ['capitalisation', 'India', 'india', 0.5],
    ]);
  });
  it('punctuation: only a comma or full stop differs — half', () => {
    expect(kinds('Yes, sir.', 'Yes sir.')).toEqual([['punctuation', 'Yes,', 'Yes', 0.5]]);
  });
  it('spacing: two words run together — one half mistake', () => {
    expect(kinds('I hope so', 'Ihope so')).toEqual([['spacing', 'I hope', 'Ihope', 0.5]]);
  });
  it('spacing: one word split in two — one half mistake', () => {
    expect(kinds('I hope so', 'I h ope so')).toEqual([['spacing', 'hope', 'h ope', 0.5]]);
  });
  it('transposition: two neighbouring words swapped — one half mistake', () => {
    expect(kinds('he quickly went away', 'he went quickly away')).toEqual([
      ['transposition', 'quickly went', 'went quickly', 0.5],
    ]);
  });
  it('Hindi has no capitalisation; a matra slip is a spelling mistake', () => {
    expect(kinds('भारत एक देश है', 'भारत एक देस है', 'hindi')).toEqual([['spelling', 'देश', 'देस', 1]]);
  });
  it('Devanagari and Arabic digits are the same figure', () => {
    expect(kinds('सन् 1947 में', 'सन् १९४७ में', 'hindi')).toEqual([]);
  });
  it('a visarga typed where the passage has a colon (or the reverse) is the same word', () => {
    expect(kinds('निम्नलिखित: दुःख', 'निम्नलिखितः दु:ख', 'hindi')).toEqual([]);
  });
  it('text typed with precomposed nukta letters matches the NFC passage', () => {
    expect(kinds('ज़रूर', '\u095Bरूर', 'hindi')).toEqual([]);
  });
  it('counts full and half mistakes into M = full + half ÷ 2', () => {
    const result = alignWords('I love India and its people', 'I love india and people', {
      language: 'english',
    });
    expect(result.full).toBe(1);
    expect(result.half).toBe(1);
    expect(result.mistakes).toBe(1.5);
  });
  it('attempted-only marking ignores the passage beyond the typist and the unfinished last word', () => {
    const result = alignWords('one two three four five six', 'one two thr', {
      language: 'english',
      attemptedOnly: true,
      weights: MISTAKE_WEIGHT_ROWS.practice.weights,
    });
    expect(result.mistakes).toBe(0);
    expect(result.words.map((w) => w.kind)).toEqual(['correct', 'correct', 'unfinished']);
  });
  it('a skipped line is omissions and the words after it still line up', () => {
    const words = Array.from({ length: 300 }, (_, i) => `w${i}`);
    const typed = [...words.slice(0, 100), ...words.slice(115)].join(' ');
    const result = alignWords(words.join(' '), typed, { language: 'english' });
    expect(result.counts.omission).toBe(15);
    expect(result.mistakes).toBe(15);
    expect(result.correctWords).toBe(285);
  });

  it('text with no word of the passage is still aligned word for word', () => {
    const passage = Array.from({ length: 3000 }, (_, i) => `${'ab'.repeat(1 + (i % 4))}c`).join(
      ' ',
    );
    const typed = Array.from({ length: 3000 }, (_, i) => `${'xy'.repeat(1 + (i % 3))}z`).join(' ');
    const result = alignWords(passage, typed, { language: 'english' });
    expect(result.correctWords).toBe(0);
    expect(result.mistakes).toBe(3000);
  });
  it('attempted-only: a last typed word found again further on is not a leap over omissions', () => {
    const result = alignWords('one two three four five two six', 'one two three four two', {
      language: 'english',
      attemptedOnly: true,
    });
    expect(result.counts.omission).toBe(0);
    expect(result.counts.substitution).toBe(1);
    expect(result.passageWords).toBe(5);
  });
});
