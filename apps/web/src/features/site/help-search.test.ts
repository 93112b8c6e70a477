import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { HELP_ARTICLES } from './content/help';
import { articlesIn, searchHelp } from './help-search';

const translators = allTranslators();
const english = articlesIn(translators.en.t, HELP_ARTICLES);
const hindi = articlesIn(translators.hi.t, HELP_ARTICLES);

describe('help centre search', () => {
  it('finds articles holding every word typed, whatever the case and order', () => {
    const found = searchHelp(english, 'PDF resume', 'all').map((a) => a.id);
    expect(found).toContain('upload-resume');
    expect(found).not.toContain('post-job');
  });

  it('keeps to the chosen audience', () => {
    const found = searchHelp(english, '', 'employers');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => a.audience === 'employers')).toBe(true);
  });

  it('finds nothing for words no article uses', () => {
    expect(searchHelp(english, 'cryptocurrency', 'all')).toEqual([]);
  });

  it('finds Hindi articles by Hindi words, vowel signs and all', () => {
    const found = searchHelp(hindi, 'रिज़्यूमे अपलोड', 'all').map((a) => a.id);
    expect(found).toContain('upload-resume');
    expect(found).not.toContain('post-job');
  });
});
