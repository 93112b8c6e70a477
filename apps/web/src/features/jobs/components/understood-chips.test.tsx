import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UnderstoodChips } from './understood-chips';

describe('chips for what the search box was understood as', () => {
  it('removing a city chip searches again without that phrase', async () => {
    const onSearch = vi.fn();
    render(
      <UnderstoodChips
        q="web developer in Pune"
        chips={[{ type: 'city', phrase: 'pune', label: 'Pune', value: 'Pune' }]}
        onSearch={onSearch}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove “pune” from the search: Pune' }),
    );
    expect(onSearch).toHaveBeenCalledWith('web developer');
  });

  it('clears the search when the only words were understood', async () => {
    const onSearch = vi.fn();
    render(
      <UnderstoodChips
        q="WFH"
        chips={[{ type: 'workMode', phrase: 'wfh', label: 'Work from home', value: 'remote' }]}
        onSearch={onSearch}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Work from home/ }));
    expect(onSearch).toHaveBeenCalledWith(undefined);
  });

  it('says which word was searched instead of a misspelt one', () => {
    render(
      <UnderstoodChips
        q="devloper"
        chips={[{ type: 'spelling', phrase: 'devloper', label: 'developer', value: 'developer' }]}
        onSearch={vi.fn()}
      />,
    );
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for developer (you typed “devloper”)',
    );
  });

  it('says which word was left out when no listing had them all', () => {
    render(
      <UnderstoodChips
        q="web developer, pune"
        chips={[
          { type: 'city', phrase: 'pune', label: 'Pune', value: 'Pune' },
          { type: 'dropped', phrase: 'web', label: 'web', value: 'web' },
        ]}
        onSearch={vi.fn()}
      />,
    );
    expect(
      screen.getByText('No open listing has all your words, so these leave out “web”.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pune/ })).toBeInTheDocument();
  });
});
