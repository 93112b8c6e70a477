import type { ScreeningContextKind, ScreeningFlagCode, ScreeningLevel } from './flag-codes';
import { checkDomains, checkPay, type CompanyFacts, type ListingFacts } from './listing-checks';
import { MONEY_PATTERN } from './money-pattern';
import { normalizeForScreening, originalSlice, type NormalizedText } from './normalize';
import { NEGATION_AFTER, NEGATION_BEFORE, TEXT_RULES, type TextRule } from './rules/text-rules';

export type ScreeningFlag = { code: ScreeningFlagCode; evidence: string; weight: number };
export type ScreeningResult = { level: ScreeningLevel; score: number; flags: ScreeningFlag[] };

/**
 * Where the text comes from. A listing brings its structured facts (pay against the category,
 * the company's domains); a pasted offer may name a company; a message is words alone.
 */
export type ScreeningContext =
  | { kind: 'listing'; listing?: ListingFacts; company?: CompanyFacts }
  | { kind: 'message' }
  | { kind: 'offer'; company?: CompanyFacts };

/** At or above: a listing is held for review / published and queued for an admin. */
export const LEVEL_THRESHOLDS = { high: 60, medium: 25 } as const;
/** A second signal of the same kind adds this share of its weight (phone + "WhatsApp us"). */
const SAME_CODE_SHARE = 0.5;
const EVIDENCE_MAX = 120;

type CompiledRule = TextRule & { regexes: RegExp[]; unless: RegExp | null };

/**
 * Rule sources as the text is normalised: no nukta (normalize.ts drops it), and a bounded gap
 * `.{0,n}` never reaches past the end of a sentence, so two sentences are not read as one claim.
 */
function compile(source: string): RegExp {
  const expanded = source
    .normalize('NFC')
    .replaceAll('\u093C', '')
    .replaceAll('{money}', () => `(?:${MONEY_PATTERN})`)
    .replace(/(?<!\\)\.\{0,/gu, () => '[^!?।\\n]{0,');
  return new RegExp(expanded, 'gu');
}

const COMPILED: CompiledRule[] = TEXT_RULES.map((rule) => ({
  ...rule,
  regexes: rule.patterns.map(compile),
  unless: rule.unlessFollowedBy ? new RegExp(rule.unlessFollowedBy, 'u') : null,
}));
const NEGATED_BEFORE = new RegExp(NEGATION_BEFORE, 'u');
const NEGATED_AFTER = new RegExp(NEGATION_AFTER, 'u');
const HARD_BREAK = /[.!?।\n;]/u;
const NEGATION_REACH = { before: 30, after: 60 } as const;

/** Text back to the last break before `from`, and on to the next sentence end after `to`. */
function clauseAround(text: string, from: number, to: number) {
  const sentence =
    text
      .slice(Math.max(0, from - 80), from)
      .split(HARD_BREAK)
      .at(-1) ?? '';
  const parts = sentence.split(',');
  // "never share your OTP, UPI PIN or card details": a match that opens a list item belongs to
  // the clause before the comma; elsewhere a comma starts a new claim ("free course, pay ₹499").
  const opensListItem = parts.length > 1 && parts.at(-1)?.trim() === '';
  const before = (opensListItem ? parts.at(-2) : parts.at(-1)) ?? '';
  const after = text.slice(to, to + NEGATION_REACH.after).split(HARD_BREAK)[0] ?? '';
  return { before: before.slice(-NEGATION_REACH.before), after };
}

function isVoided(rule: CompiledRule, text: string, from: number, to: number): boolean {
  if (!rule.negatable && !rule.unless) return false;
  const clause = clauseAround(text, from, to);
  if (rule.negatable && (NEGATED_BEFORE.test(clause.before) || NEGATED_AFTER.test(clause.after))) {
    return true;
  }
  return rule.unless !== null && rule.unless.test(clause.after);
}

function evidenceOf(normalized: NormalizedText, from: number, to: number): string {
  // Direction overrides in a quote could reorder the admin's screen around it: dropped.
  const quoted = originalSlice(normalized, from, to)
    .replace(/[\u202A-\u202E\u2066-\u2069]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return quoted.length > EVIDENCE_MAX ? `${quoted.slice(0, EVIDENCE_MAX - 1)}…` : quoted;
}

function firstMatch(rule: CompiledRule, normalized: NormalizedText): string | null {
  for (const regex of rule.regexes) {
    for (const match of normalized.text.matchAll(regex)) {
      const to = match.index + match[0].length;
      if (!isVoided(rule, normalized.text, match.index, to)) {
        return evidenceOf(normalized, match.index, to);
      }
    }
  }
  return null;
}

function ruleFlags(normalized: NormalizedText, kind: ScreeningContextKind): ScreeningFlag[] {
  const flags: ScreeningFlag[] = [];
  for (const rule of COMPILED) {
    const weight = rule.weight[kind];
    if (weight <= 0) continue;
    const evidence = firstMatch(rule, normalized);
    if (evidence !== null) flags.push({ code: rule.code, evidence, weight });
  }
  return flags;
}

function contextFlags(context: ScreeningContext, text: string): ScreeningFlag[] {
  const flags: (ScreeningFlag | null)[] = [];
  if (context.kind === 'listing' && context.listing) flags.push(checkPay(context.listing, text));
  if (context.kind !== 'message' && context.company) flags.push(checkDomains(context.company));
  return flags.filter((flag) => flag !== null);
}

/** One flag per code, quoting its strongest signal; weaker signals of that code add a share. */
function mergeByCode(flags: ScreeningFlag[]): ScreeningFlag[] {
  const byCode = new Map<ScreeningFlagCode, ScreeningFlag[]>();
  for (const flag of flags) byCode.set(flag.code, [...(byCode.get(flag.code) ?? []), flag]);
  return [...byCode.values()].map((group) => {
    const [strongest, ...rest] = group.sort((a, b) => b.weight - a.weight) as [
      ScreeningFlag,
      ...ScreeningFlag[],
    ];
    const extra = rest.reduce((sum, flag) => sum + flag.weight * SAME_CODE_SHARE, 0);
    return { ...strongest, weight: Math.min(100, Math.round(strongest.weight + extra)) };
  });
}

export function levelFor(score: number): ScreeningLevel {
  if (score >= LEVEL_THRESHOLDS.high) return 'high';
  return score >= LEVEL_THRESHOLDS.medium ? 'medium' : 'low';
}

/**
 * Scores text for the signs of a fake job or a fee scam. Pure and synchronous: the same text
 * and context always give the same result, so a decision can be re-derived and tested.
 */
export function screen(text: string, context: ScreeningContext): ScreeningResult {
  const normalized = normalizeForScreening(text);
  const flags = mergeByCode([
    ...ruleFlags(normalized, context.kind),
    ...contextFlags(context, normalized.text),
  ]).sort((a, b) => b.weight - a.weight);
  const score = Math.min(
    100,
    flags.reduce((sum, flag) => sum + flag.weight, 0),
  );
  return { level: levelFor(score), score, flags };
}
