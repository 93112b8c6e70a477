export type { KeyHint, KeyPress } from './keys';
export { US_ROWS, usCharacter, usKeyFor, withCapsLock } from './keys';
export type { CharacterOrder, Language, LayoutId, LayoutInfo } from './layouts/types';
export { LAYOUTS, isLayoutId } from './layouts';
export type { Composer, ComposerOptions } from './composer';
export { createComposer } from './composer';
export type { KeyCap, KeyboardRow } from './keyboard-map';
export { keyboardMap } from './keyboard-map';
export type { NextKeysOptions, TypedSoFar } from './next-keys';
export { nextKeysFor, planKeys } from './next-keys';
export {
  comparisonForm,
  foldDigits,
  graphemes,
  nfc,
  sameText,
  splitWords,
  wordSpans,
} from './text';
export type {
  BackspaceRule,
  FormulaId,
  MistakeClass,
  MistakeWeight,
  MistakeWeightRow,
  MistakeWeights,
  PassLimit,
  Preset,
  ScoringRule,
} from './presets';
export { MISTAKE_CLASSES, MISTAKE_WEIGHT_ROWS, PRESETS, findPreset } from './presets';
export { GAP_KINDS } from './align-spaces';
export type { BackspaceGuard, BackspaceTarget } from './backspace-rule';
export { createBackspaceGuard, currentWordIndex, textTarget } from './backspace-rule';
export type { AlignedWord, AlignOptions, Alignment, WordKind } from './align';
export { alignWords } from './align';
export type { FormulaInput, FormulaResult } from './formulas';
export { applyFormula, errorPercent } from './formulas';
export type { MinuteSpeed, ScoreInput, ScoreResult } from './score';
export { detectLanguage, errorLimitFor, score, speedPerMinute } from './score';
export type { KeystrokeEvent, KeystrokeLog, LogLayout } from './log';
export { LogFormatError, decodeLog, encodeLog } from './log';
export type { Replay, ReplayOptions } from './replay';
export { replay, replayLog } from './replay';
export type { VerifyCheck, VerifyLimits, VerifyResult } from './verify';
export { DEFAULT_VERIFY_LIMITS, verifyLog } from './verify';
export type { CheckedScore, RecomputeOptions } from './recompute';
export { recompute, verifyAndRecompute } from './recompute';
export type { TestChoice } from './slugs';
export { allTestChoices, parseTestSlug, testSlug } from './slugs';
export type { PassageStats } from './passage-stats';
export { passageStats } from './passage-stats';
