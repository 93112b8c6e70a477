import { render, screen } from '@testing-library/react';
import { searchHeadingIn } from '@shuruaat/contract';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { TranslatorContext } from '@/lib/i18n/translate';
import { activeFilters } from './active-filters';
import { UnderstoodChips } from './components/understood-chips';

const translators = allTranslators();
const { hi } = translators;

describe('the search page in Hindi', () => {
  it('words the understood chips from their values, not the server’s English labels', () => {
    render(
      <TranslatorContext value={hi}>
        <UnderstoodChips
          q="pune wfh internship"
          chips={[
            { type: 'city', phrase: 'pune', label: 'Pune', value: 'Pune' },
            { type: 'workMode', phrase: 'wfh', label: 'Work from home', value: 'remote' },
            { type: 'kind', phrase: 'internship', label: 'Internships', value: 'internship' },
          ]}
          onSearch={() => undefined}
        />
      </TranslatorContext>,
    );
    const chips = screen.getAllByRole('button').map((b) => b.textContent?.replace('×', ''));
    expect(chips).toEqual(['पुणे', 'वर्क फ्रॉम होम', 'इंटर्नशिप']);
    expect(screen.getByText('आपकी खोज से:')).toBeTruthy();
  });

  it('names the filters in force in Hindi, a plural where the count needs one', () => {
    const labels = activeFilters(
      { city: ['Delhi NCR'], category: 'marketing', partTime: true, maxDuration: 3 },
      hi.t,
    ).map((chip) => chip.label);
    expect(labels).toEqual(['मार्केटिंग', 'दिल्ली NCR', 'पार्ट टाइम', '3 महीने तक']);
  });

  it('writes the heading in Hindi word order, and the contract’s English in English', () => {
    const input = { kind: 'internship' as const, city: ['Pune'], q: 'web developer' };
    expect(searchHeadingIn(hi, input)).toBe('पुणे में web developer इंटर्नशिप');
    expect(searchHeadingIn(hi, { workMode: 'remote' })).toBe('वर्क फ्रॉम होम इंटर्नशिप और नौकरियाँ');
    expect(searchHeadingIn(hi, {})).toBe('भारत में इंटर्नशिप और नौकरियाँ');
    expect(searchHeadingIn(translators.en, input)).toBe('Web developer internships in Pune');
  });
});
