import {
  CATEGORIES,
  CITIES,
  WORK_MODES,
  CATEGORY_LABELS,
  WORK_MODE_LABELS,
} from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import en from '@shuruaat/contract/locales/en.json';
import hi from '@shuruaat/contract/locales/hi.json';
import { cityKey } from './option-labels';

const english = en as Record<string, string>;
const hindi = hi as Record<string, string>;

describe('the contract catalogue names every option the search shows', () => {
  it('has every category in both languages, English as the contract writes it', () => {
    for (const category of CATEGORIES) {
      expect(english[`contract.category.${category}`]).toBe(CATEGORY_LABELS[category]);
      expect(hindi[`contract.category.${category}`]).toMatch(/[\u0900-\u097f]/);
    }
  });

  it('has every city in both languages, English as the city is written', () => {
    for (const city of CITIES) {
      expect(english[`contract.city.${cityKey(city)}`]).toBe(city);
      expect(hindi[`contract.city.${cityKey(city)}`]).toMatch(/[\u0900-\u097f]/);
    }
  });

  it('has every work mode in both languages', () => {
    for (const mode of WORK_MODES) {
      expect(english[`contract.workMode.${mode}`]).toBe(WORK_MODE_LABELS[mode]);
      expect(hindi[`contract.workMode.${mode}`]).toMatch(/[\u0900-\u097f]/);
    }
  });
});
