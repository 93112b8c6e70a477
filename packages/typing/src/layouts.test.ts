import { describe, expect, it } from 'vitest';
import { createComposer } from './composer';
import { typeKeys } from './test-keys';

// Key sequences are written as the US characters printed on the keys pressed.
describe('Remington GAIL in typewriter order', () => {
  const cases: [string, string, string][] = [
    ['consonants and matras', 'dey', 'कमल'],
    ['ा after a consonant', 'ekrk', 'माता'],
    ['half letter + ा makes the full letter (ख = [ k)', '[kkuk', 'खाना'],
    ['half letters for घ ण थ ध भ श ष', '?k.kFk/kHk\'k"k', 'घणथधभशष'],
    ['a half letter joins the next consonant', 'Lrhd', 'स्तीक'],
    ['ि typed before its consonant', 'fdrkc', 'किताब'],
    ['ि typed before a conjunct (half letter first)', 'fLFkr', 'स्थित'],
    ['ि typed before a consonant with rakar', 'fdzr', 'क्रित'],
    ['ि before a letter made from half + ा', 'f[kykSuk', 'खिलौना'],
    ['ि before a nukta letter', 'ft`Unxh', 'ज़िन्दगी'],
    ['rakar after the consonant', 'iz;kl', 'प्रयास'],
    ['reph typed after its syllable', '/keZ', 'धर्म'],
    ['reph after a syllable with ा', 'dk;Z', 'कार्य'],
    ['reph after a syllable with a long matra', 'lw;Z', 'सूर्य'],
    ['nukta after the consonant (NFC)', 'x`', 'ग़'],
    ['ड़ as letter + nukta', 'M`', 'ड़'],
    ['अ + ा = आ', 'vk', 'आ'],
    ['आ + े = ओ, आ + ै = औ', 'vks vkS', 'ओ औ'],
    ['इ + reph = ई', 'bZ', 'ई'],
    ['उ + ु = ऊ', 'mq', 'ऊ'],
    ['ए + े = ऐ', ',s', 'ऐ'],
    ['ा + े = ो', 'dks', 'को'],
    ['ा + ै = ौ', 'dkS', 'कौ'],
    ['ॅ + ं = ँ', 'gkWa', 'हाँ'],
    ['ँ on a vowel letter, struck as ॅ then ं', 'vkWa[kks ,Wa', 'आँखो एँ'],
    ['conjunct keys', 'K ( J * } ~', 'ज्ञ त्र श्र द्ध द्व द्य'],
    ['क्ष् + ा = क्ष', '{kek', 'क्षमा'],
    ['danda and double danda', '! !!', '। ॥'],
    ['Arabic digits on the number row, Devanagari on AltGr', '1947 {altgr:1}{altgr:9}', '1947 १९'],
    ['colon after a digit, visarga after a letter', '10#30 nq#[k', '10:30 दुःख'],
  ];
  it.each(cases)('%s: %s → %s', (_name, keys, expected) => {
    expect(typeKeys('hindi-remington-gail', keys)).toBe(expected.normalize('NFC'));
  });
});

describe('Remington GAIL in phonetic order', () => {
  const cases: [string, string, string][] = [
    ['ि typed after its consonant', 'dfrkc', 'किताब'],
    ['reph typed before its consonant', '/kZe', 'धर्म'],
    ['ि after a conjunct', 'LFkfrf', 'स्थिति'],
  ];
  it.each(cases)('%s: %s → %s', (_name, keys, expected) => {
    expect(typeKeys('hindi-remington-gail', keys, { order: 'phonetic' })).toBe(expected);
  });
});

describe('Krutidev typewriter mode', () => {
  const cases: [string, string, string][] = [
    ['ि before its consonant, always', 'fdrkc', 'किताब'],
    ['reph after its syllable', '/keZ', 'धर्म'],
    ['half letter + ा', '[kkuk', 'खाना'],
    ['rakar', 'iz;kl', 'प्रयास'],
    ['त्र on =, ृ on `', '=k d`i', 'त्रा कृप'],
    ['nukta on +', 'x+ t+', 'ग़ ज़'],
    ['danda on Shift+A, double danda', 'A AA', '। ॥'],
    ['halant on ~', 'd~', 'क्'],
    ['रु on #, रू on :', '#i :i', 'रुप रूप'],
    ['vowels by composition', 'vk vks bZ mq', 'आ ओ ई ऊ'],
    ['द्ध on ), द्य on |', 'l) fo|k', 'सद्ध विद्या'],
  ];
  it.each(cases)('%s: %s → %s', (_name, keys, expected) => {
    expect(typeKeys('hindi-krutidev', keys)).toBe(expected.normalize('NFC'));
  });
  it('ignores the phonetic-order option: a typewriter has one order', () => {
    expect(typeKeys('hindi-krutidev', 'fdrkc', { order: 'phonetic' })).toBe('किताब');
  });
});

describe('InScript', () => {
  const cases: [string, string, string][] = [
    ['consonants on the right, matras on the left', 'kelc', 'कातम'],
    ['ि follows its consonant', 'kfley', 'किताब'],
    ['halant joins consonants', 'mdlf', 'स्ति'],
    ['reph is र + halant before the consonant', 'kjdce', 'कर्मा'],
    ['independent vowels on Shift', 'DEFRGTSWAQ', 'अआइईउऊएऐओऔ'],
    ['conjunct keys', '% ^ & *', 'ज्ञ त्र क्ष श्र'],
    ['nukta key after the consonant (NFC)', 'p] [] v]', 'ज़ ड़ ऩ'],
    ['anusvara and chandrabindu', 'hxX', 'पंँ'],
    ['ASCII digits on the number row, as Windows types them', '2024', '2024'],
    ['Devanagari digits on AltGr', '{altgr:2}{altgr:0}{altgr:2}{altgr:4}', '२०२४'],
    ['danda on Shift + .', 'kx>', 'कं।'],
  ];
  it.each(cases)('%s: %s → %s', (_name, keys, expected) => {
    expect(typeKeys('hindi-inscript', keys)).toBe(expected.normalize('NFC'));
  });
});

describe('AltGr and the keypad (issue 23, items 5 and 6)', () => {
  it('InScript types ॐ on Shift + AltGr + X, as Windows does, and nothing on AltGr + X', () => {
    expect(typeKeys('hindi-inscript', '{altgr:X}')).toBe('ॐ');
    expect(typeKeys('hindi-inscript', '{altgr:x}')).toBe('');
  });
  it('InScript types ASCII digits on the keypad', () => {
    const composer = createComposer('hindi-inscript');
    composer.press({ code: 'Numpad4', shift: false, altGr: false });
    expect(composer.text()).toBe('4');
  });
  it('Remington GAIL types ? ! % + = on AltGr, so a question can be typed', () => {
    expect(typeKeys('hindi-remington-gail', '{altgr:?}{altgr:)}{altgr:%}{altgr:=}{altgr:+}')).toBe(
      '?!%+=',
    );
    expect(typeKeys('hindi-remington-gail', 'D;k{altgr:?}')).toBe('क्या?');
  });
  it('Remington GAIL types Devanagari digits on AltGr + keypad, ASCII without AltGr', () => {
    const composer = createComposer('hindi-remington-gail');
    composer.press({ code: 'Numpad1', shift: false, altGr: true });
    composer.press({ code: 'Numpad9', shift: false, altGr: false });
    expect(composer.text()).toBe('१9');
  });
  it('Remington GAIL still joins a half letter typed on AltGr to ा', () => {
    expect(typeKeys('hindi-remington-gail', '{altgr:q}k')).toBe('फ');
  });
});

describe('English', () => {
  it('types what the US keyboard prints, Shift included', () => {
    expect(typeKeys('english', 'Hello, World! 1+1=2')).toBe('Hello, World! 1+1=2');
  });
  it('Backspace deletes one character', () => {
    expect(typeKeys('english', 'teh{bs}{bs}he')).toBe('the');
  });
});
