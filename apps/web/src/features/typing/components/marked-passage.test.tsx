import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TypingMistake } from '@shuruaat/contract';
import { t } from '@/lib/i18n/translate';
import { MarkedPassage, mistakeName } from './marked-passage';

const mistake = (wordIndex: number, kind: string, typed = ''): TypingMistake => ({
  wordIndex,
  kind,
  weight: kind === 'incomplete' ? 1 : 0.5,
  expected: '',
  typed,
});

describe('MarkedPassage', () => {
  it('names the mistakes between words and the word cut short at time-out', () => {
    expect(mistakeName(t, 'extra-space')).toBe('Extra space');
    expect(mistakeName(t, 'paragraph')).toBe('Paragraph');
    expect(mistakeName(t, 'incomplete')).toBe('Incomplete word');
  });

  it('marks an extra space and a missed paragraph on the word after them, in words', () => {
    render(
      <MarkedPassage
        passage="attend the skill test today"
        mistakes={[mistake(3, 'extra-space'), mistake(4, 'paragraph')]}
        lang="en"
      />,
    );
    expect(screen.getByText('[Extra space]')).toBeInTheDocument();
    expect(screen.getByText('[Paragraph]')).toBeInTheDocument();
    expect(screen.getByTitle('Extra space (half): typed “”')).toHaveTextContent('test');
  });
});
