import { SCAM_FLAG_TEXTS } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import hi from './locales/hi.json';

describe('the red flags’ explanations', () => {
  it('say in English exactly what the contract says, and each has its Hindi', () => {
    const english = en as Record<string, string>;
    const hindi = hi as Record<string, string>;
    for (const [code, text] of Object.entries(SCAM_FLAG_TEXTS)) {
      for (const part of ['title', 'why', 'todo'] as const) {
        const id = `offer-check.flag.${code}.${part}`;
        expect(english[id]).toBe(text[part]);
        expect(hindi[id]).toMatch(/[\u0900-\u097F]/);
      }
    }
  });
});
