// The exam formulas, as pure arithmetic on words typed (W = KD ÷ 5), mistakes (M = full + half ÷ 2)
// and minutes (T). Kept apart from alignment so each notice's worked example is a one-line test.
import type { ScoringRule } from './presets';

export type FormulaInput = {
  keyDepressions: number;
  mistakes: number;
  minutes: number;
};

export type FormulaResult = {
  grossWpm: number;
  netWpm: number;
  /** Net as a share of gross, as court notices define accuracy. */
  accuracy: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function applyFormula(rule: ScoringRule, input: FormulaInput): FormulaResult {
  const T = input.minutes > 0 ? input.minutes : 0;
  if (T === 0) return { grossWpm: 0, netWpm: 0, accuracy: 0 };
  const W = input.keyDepressions / 5;
  const M = input.mistakes;
  const gross = W / T;
  let netWords: number;
  switch (rule.formula) {
    case 'ignorable-percent': {
      const pardoned = ((rule.ignorablePercent ?? 5) / 100) * W;
      netWords = W - (rule.wordsPerMistake ?? 10) * Math.max(0, M - pardoned);
      break;
    }
    case 'grace-mistakes':
      netWords = W - (rule.wordsPerMistake ?? 5) * Math.max(0, M - (rule.graceMistakes ?? 5));
      break;
    case 'gross-minus-errors':
      // The notice subtracts the mistake count from gross speed itself (48 − 14 = 34).
      netWords = (gross - M) * T;
      break;
    case 'strokes-per-mistake':
      netWords = (input.keyDepressions - (rule.strokesPerMistake ?? 50) * M) / 5;
      break;
    case 'practice':
    case 'error-percent':
    case 'net-wpm':
      netWords = W - M;
      break;
  }
  const net = Math.max(0, netWords) / T;
  return {
    grossWpm: round2(gross),
    netWpm: round2(net),
    accuracy: gross > 0 ? round2((net / gross) * 100) : 0,
  };
}

/** SSC's error percentage: mistakes over the words of the passage, to two decimals. */
export function errorPercent(mistakes: number, passageWords: number): number {
  return passageWords > 0 ? round2((mistakes / passageWords) * 100) : 0;
}

export { round2 };
