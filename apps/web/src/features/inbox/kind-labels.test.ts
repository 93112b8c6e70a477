import { SUBMISSION_KIND_LABELS } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { KIND_LABELS } from './kind-labels';

const { en, hi } = allTranslators();

describe('the inbox’s kinds of submission', () => {
  it('read in English as the contract labels them, and in Hindi in Devanagari', () => {
    for (const [kind, id] of Object.entries(KIND_LABELS)) {
      expect(en.t(id)).toBe(SUBMISSION_KIND_LABELS[kind as keyof typeof KIND_LABELS]);
      expect(hi.t(id)).toMatch(/[\u0900-\u097F]/u);
    }
  });
});
