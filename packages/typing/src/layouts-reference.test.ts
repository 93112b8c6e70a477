// Every key of the Hindi layouts against tables transcribed from references nobody here wrote
// (sources and licence in layouts-reference.fixtures.ts): a key pressed alone on an empty text
// must type exactly what the reference says, on each of its four layers.
import { describe, expect, it } from 'vitest';
import { createComposer } from './composer';
import type { LayoutId } from './layouts/types';
import {
  INSCRIPT_WINDOWS_REFERENCE,
  REMINGTON_GAIL_KEYPAD_REFERENCE,
  REMINGTON_GAIL_REFERENCE,
  type ReferenceRow,
} from './layouts-reference.fixtures';

/** 'U+0915 U+094D' → 'क्', in NFC as the engine stores text. */
const fromCodePoints = (spec: string | null) =>
  spec === null
    ? ''
    : String.fromCodePoint(...spec.split(' ').map((u) => parseInt(u.slice(2), 16))).normalize(
        'NFC',
      );

/** What one key types on a fresh composer (phonetic order: ि and the reph type where struck). */
function typedAlone(layoutId: LayoutId, code: string, shift: boolean, altGr: boolean): string {
  const composer = createComposer(layoutId, { order: 'phonetic' });
  composer.press({ code, shift, altGr });
  composer.commit();
  return composer.text();
}

const LAYERS = [
  ['normal', false, false],
  ['Shift', true, false],
  ['AltGr', false, true],
  ['Shift + AltGr', true, true],
] as const;

function layerCases(rows: readonly ReferenceRow[]) {
  return rows.flatMap((row) =>
    LAYERS.map(([name, shift, altGr], i) => ({
      key: `${name} + ${row[0]}`,
      code: row[0],
      shift,
      altGr,
      expected: fromCodePoints(row[i + 1] ?? null),
    })),
  );
}

describe('Remington GAIL matches SIL remington_gail.kmn 1.1.1 on every key', () => {
  const cases = layerCases(REMINGTON_GAIL_REFERENCE);
  it('covers the 47 keys of the main block on four layers', () => {
    expect(cases).toHaveLength(47 * 4);
  });
  it.each(cases)('$key', ({ code, shift, altGr, expected }) => {
    expect(typedAlone('hindi-remington-gail', code, shift, altGr)).toBe(expected);
  });
  it.each(REMINGTON_GAIL_KEYPAD_REFERENCE)('%s: %s, with AltGr %s', (code, plain, withAltGr) => {
    expect(typedAlone('hindi-remington-gail', code, false, false)).toBe(fromCodePoints(plain));
    expect(typedAlone('hindi-remington-gail', code, false, true)).toBe(fromCodePoints(withAltGr));
  });
});

describe('InScript matches Windows KBDINDEV (basic_kbdindev.kmn) on every key', () => {
  const cases = layerCases(INSCRIPT_WINDOWS_REFERENCE);
  it('covers the 47 keys of the main block and the ISO key on four layers', () => {
    expect(cases).toHaveLength(48 * 4);
  });
  it.each(cases)('$key', ({ code, shift, altGr, expected }) => {
    expect(typedAlone('hindi-inscript', code, shift, altGr)).toBe(expected);
  });
  it('types ASCII digits on the keypad (the reference leaves it to Windows)', () => {
    for (let d = 0; d <= 9; d += 1) {
      expect(typedAlone('hindi-inscript', `Numpad${d}`, false, false)).toBe(String(d));
    }
  });
});
