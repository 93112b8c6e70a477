// Names each aligned word the way exam checkers do, looking at up to three edit operations at a
// time (a run-together pair, a split word, two swapped neighbours).
import type { AlignOp } from './align-dp';
import type { Language } from './layouts/types';
import type { MistakeClass } from './presets';
import { stripPunctuation } from './text';
import { isMisspelling } from './word-distance';

export type WordKind = 'correct' | MistakeClass | 'unfinished';

export type AlignedWord = {
  kind: WordKind;
  /** Passage words this item covers (two for a run-together or a transposed pair). */
  passage: string[];
  typed: string[];
  /** Index of the first passage word covered, or where an added word was inserted. */
  passageIndex: number;
  typedIndex: number;
  /** 1 for a full mistake, 0.5 for a half one, 0 for a correct word or a pardoned class. */
  weight: number;
};

export type Words = { raw: string[]; keys: string[] };

export function pairClass(
  expected: string,
  typed: string,
  language: Language,
): MistakeClass | 'correct' {
  if (expected === typed) return 'correct';
  if (language === 'english' && expected.toLowerCase() === typed.toLowerCase()) {
    return 'capitalisation';
  }
  if (stripPunctuation(expected) === stripPunctuation(typed)) return 'punctuation';
  return isMisspelling(expected, typed) ? 'spelling' : 'substitution';
}

function item(
  kind: WordKind,
  p: Words,
  t: Words,
  ps: number[],
  ts: number[],
  at: [number, number],
) {
  return {
    kind,
    passage: ps.map((i) => p.raw[i] ?? ''),
    typed: ts.map((j) => t.raw[j] ?? ''),
    passageIndex: at[0],
    typedIndex: at[1],
    weight: 0,
  };
}

/** Turns edit operations into exam classes, looking at up to three operations at a time. */
export function classify(ops: AlignOp[], p: Words, t: Words, language: Language): AlignedWord[] {
  const out: AlignedWord[] = [];
  let nextP = 0;
  let nextT = 0;
  for (let k = 0; k < ops.length; k += 1) {
    const [a, b, c] = [ops[k], ops[k + 1], ops[k + 2]];
    if (!a) break;
    const combined = combine(a, b, c, p, t);
    if (combined) {
      out.push(
        item(combined.kind, p, t, combined.ps, combined.ts, [
          combined.ps[0] ?? nextP,
          combined.ts[0] ?? nextT,
        ]),
      );
      k += combined.used - 1;
    } else if (a.op === 'pair') {
      out.push(
        item(
          pairClass(p.keys[a.p] ?? '', t.keys[a.t] ?? '', language),
          p,
          t,
          [a.p],
          [a.t],
          [a.p, a.t],
        ),
      );
    } else if (a.op === 'omit') {
      out.push(item('omission', p, t, [a.p], [], [a.p, nextT]));
    } else {
      const repeated = t.keys[a.t] === t.keys[a.t - 1] || t.keys[a.t] === t.keys[a.t + 1];
      out.push(item(repeated ? 'repetition' : 'addition', p, t, [], [a.t], [nextP, a.t]));
    }
    const last = out[out.length - 1];
    if (!last) continue;
    nextP = last.passage.length > 0 ? last.passageIndex + last.passage.length : nextP;
    nextT = last.typed.length > 0 ? last.typedIndex + last.typed.length : nextT;
  }
  return out;
}

type Combined = { kind: MistakeClass; ps: number[]; ts: number[]; used: number };

function combine(
  a: AlignOp,
  b: AlignOp | undefined,
  c: AlignOp | undefined,
  p: Words,
  t: Words,
): Combined | null {
  if (!b) return null;
  const P = (i: number) => p.keys[i] ?? '';
  const T = (j: number) => t.keys[j] ?? '';
  // Two passage words typed as one ("Ihope") or one typed as two ("h ope"): one spacing mistake.
  if (a.op === 'pair' && b.op === 'omit' && T(a.t) === P(a.p) + P(b.p)) {
    return { kind: 'spacing', ps: [a.p, b.p], ts: [a.t], used: 2 };
  }
  if (a.op === 'omit' && b.op === 'pair' && T(b.t) === P(a.p) + P(b.p)) {
    return { kind: 'spacing', ps: [a.p, b.p], ts: [b.t], used: 2 };
  }
  if (a.op === 'pair' && b.op === 'add' && P(a.p) === T(a.t) + T(b.t) && P(a.p) !== T(a.t)) {
    return { kind: 'spacing', ps: [a.p], ts: [a.t, b.t], used: 2 };
  }
  if (a.op === 'add' && b.op === 'pair' && P(b.p) === T(a.t) + T(b.t)) {
    return { kind: 'spacing', ps: [b.p], ts: [a.t, b.t], used: 2 };
  }
  // Two neighbouring words swapped: one transposition.
  if (
    a.op === 'pair' &&
    b.op === 'pair' &&
    P(a.p) !== T(a.t) &&
    P(a.p) === T(b.t) &&
    P(b.p) === T(a.t)
  ) {
    return { kind: 'transposition', ps: [a.p, b.p], ts: [a.t, b.t], used: 2 };
  }
  if (!c) return null;
  if (
    a.op === 'omit' &&
    b.op === 'pair' &&
    c.op === 'add' &&
    P(b.p) === T(b.t) &&
    P(a.p) === T(c.t)
  ) {
    return { kind: 'transposition', ps: [a.p, b.p], ts: [b.t, c.t], used: 3 };
  }
  if (
    a.op === 'add' &&
    b.op === 'pair' &&
    c.op === 'omit' &&
    P(b.p) === T(b.t) &&
    T(a.t) === P(c.p)
  ) {
    return { kind: 'transposition', ps: [b.p, c.p], ts: [a.t, b.t], used: 3 };
  }
  return null;
}
