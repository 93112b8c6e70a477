import {
  AUDIT_ACTION_LABELS,
  REPORT_REASON_LABELS,
  SCAM_FLAG_TEXTS,
  SCREENING_FLAG_LABELS,
} from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { AUDIT_ACTION_IDS, FLAG_LABELS, REPORT_REASONS, SCAM_FLAG_TITLES } from './labels';

const { en, hi } = allTranslators();

// Each table maps the contract's codes to message ids; reading the ids in English must give the
// contract's own labels word for word, so English pages do not change.
const english = (ids: Record<string, string>) =>
  Object.fromEntries(Object.entries(ids).map(([code, id]) => [code, en.t(id)]));

describe('the console’s labels of stored codes', () => {
  it('read in English exactly as the contract’s labels', () => {
    expect(english(AUDIT_ACTION_IDS)).toEqual(AUDIT_ACTION_LABELS);
    expect(english(FLAG_LABELS)).toEqual(SCREENING_FLAG_LABELS);
    expect(english(REPORT_REASONS)).toEqual(REPORT_REASON_LABELS);
    const titles = Object.fromEntries(
      Object.entries(SCAM_FLAG_TEXTS).map(([code, text]) => [code, text.title]),
    );
    expect(english(SCAM_FLAG_TITLES)).toEqual(titles);
  });

  it('read in Devanagari in Hindi, every one of them', () => {
    const all = [AUDIT_ACTION_IDS, FLAG_LABELS, REPORT_REASONS, SCAM_FLAG_TITLES].flatMap((ids) =>
      Object.values(ids),
    );
    expect(all.filter((id) => !/[\u0900-\u097F]/u.test(hi.t(id)))).toEqual([]);
  });
});
