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

const compile = (source: string) =>
  new RegExp(
    source.replaceAll('{money}', () => `(?:${MONEY_PATTERN})`),
    'gu',
  );

const COMPILED: CompiledRule[] = TEXT_RULES.map((rule) => ({
  ...rule,
  regexes: rule.patterns.map(compile),
  unless: rule.unlessFollowedBy ? new RegExp(rule.unlessFollowedBy, 'u') : null,
}));
const NEGATED_BEFORE = new RegExp(NEGATION_BEFORE, 'u');
const NEGATED_AFTER = new RegExp(NEGATION_AFTER, 'u');
const SENTENCE_BREAK = /[.!?।\n;,]/gu;

/** The clause around a match: back to the last break before it, on to the next after it. */
function clauseAround(text: string, from: number, to: number, reach: number) {
  const before = text.slice(Math.max(0, from - reach), from);
  const breaks = [...before.matchAll(SENTENCE_BREAK)];
  const lastBreak = breaks.length ? breaks[breaks.length - 1].index + 1 : 0;
  const after = text.slice(to, to + reach);
  const nextBreak = after.search(/[.!?।\n;]/u);
  return {
    before: before.slice(lastBreak),
    after: nextBreak === -1 ? after : after.slice(0, nextBreak),
  };
}

function isVoided(rule: CompiledRule, text: string, from: number, to: number): boolean {
  if (!rule.negatable && !rule.unless) return false;
  const clause = clauseAround(text, from, to, 40);
  if (rule.negatable) {
    if (NEGATED_BEFORE.test(clause.before.slice(-30)) || NEGATED_AFTER.test(clause.after)) {
      return true;
    }
  }
  return rule.unless !== null && rule.unless.test(clause.after);
}

function evidenceOf(normalized: NormalizedText, from: number, to: number): string {
  const quoted = originalSlice(normalized, from, to).replace(/\s+/gu, ' ').trim();
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

function contextFlags(context: ScreeningContext): ScreeningFlag[] {
  const flags: (ScreeningFlag | null)[] = [];
  if (context.kind === 'listing' && context.listing) flags.push(checkPay(context.listing));
  if (context.kind !== 'message' && context.company) flags.push(checkDomains(context.company));
  return flags.filter((flag) => flag !== null);
}

/** One flag per code, quoting its strongest signal; weaker signals of that code add a share. */
function mergeByCode(flags: ScreeningFlag[]): ScreeningFlag[] {
  const byCode = new Map<ScreeningFlagCode, ScreeningFlag[]>();
  for (const flag of flags) byCode.set(flag.code, [...(byCode.get(flag.code) ?? []), flag]);
  return [...byCode.values()].map((group) => {
    const [strongest, ...rest] = group.sort((a, b) => b.weight - a.weight);
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
    ...contextFlags(context),
  ]).sort((a, b) => b.weight - a.weight);
  const score = Math.min(
    100,
    flags.reduce((sum, flag) => sum + flag.weight, 0),
  );
  return { level: levelFor(score), score, flags };
}
