import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES } from './content/help';
import { searchHelp } from './help-search';

describe('help centre search', () => {
  it('finds articles holding every word typed, whatever the case and order', () => {
    const found = searchHelp(HELP_ARTICLES, 'PDF resume', 'all').map((a) => a.id);
    expect(found).toContain('upload-resume');
    expect(found).not.toContain('post-job');
  });

  it('keeps to the chosen audience', () => {
    const found = searchHelp(HELP_ARTICLES, '', 'employers');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((a) => a.audience === 'employers')).toBe(true);
  });

  it('finds nothing for words no article uses', () => {
    expect(searchHelp(HELP_ARTICLES, 'cryptocurrency', 'all')).toEqual([]);
  });
});
