import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/stub-api';
import { SearchCombobox } from './search-combobox';

afterEach(() => vi.unstubAllGlobals());

const SUGGESTIONS = {
  suggestions: [
    { type: 'title', value: 'Web Developer', count: 12 },
    { type: 'city', value: 'Pune', count: 3 },
  ],
};

const box = () => screen.getByRole('combobox', { name: 'Search internships and jobs' });
const offered = () => screen.queryAllByRole('option').map((option) => option.textContent);
const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

const renderBox = (initialQuery = '') => {
  const onSearch = vi.fn();
  render(
    <SearchCombobox
      id="search"
      look="page"
      initialQuery={initialQuery}
      onSearch={onSearch}
      placeholder="Role, skill, company or city"
    />,
  );
  return onSearch;
};

describe('SearchCombobox', () => {
  it('lists suggestions for the text typed once typing pauses, asking once', async () => {
    const sent = stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    renderBox();
    await userEvent.type(box(), 'web');
    await waitFor(() => expect(offered()).toEqual(['Web DeveloperRole · 12', 'PuneCity · 3']));
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' }).id).toBe(
      box().getAttribute('aria-controls'),
    );
    expect(sent.map((call) => call.path)).toEqual(['/api/jobs/suggest']);
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('q=web');
  });

  it('moves through the suggestions with the arrow keys and searches for the one Enter picks', async () => {
    stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    const onSearch = renderBox();
    await userEvent.type(box(), 'web');
    await screen.findByRole('option', { name: /Pune/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const pune = screen.getByRole('option', { name: /Pune/ });
    expect(pune).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', pune.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Web Developer/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Pune');
    expect(box()).toHaveValue('Pune');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches for the text typed when Enter comes with no suggestion picked', async () => {
    stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    const onSearch = renderBox();
    await userEvent.type(box(), 'web');
    await screen.findByRole('option', { name: /Pune/ });
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('web');
  });

  it('closes the list on Escape, keeping the text', async () => {
    stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    renderBox();
    await userEvent.type(box(), 'web');
    await screen.findByRole('option', { name: /Pune/ });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('web');
  });

  it('searches for a suggestion tapped, the box keeping focus', async () => {
    stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    const onSearch = renderBox();
    await userEvent.type(box(), 'web');
    await userEvent.click(await screen.findByRole('option', { name: /Web Developer/ }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Web Developer');
    expect(box()).toHaveFocus();
  });

  it('asks nothing for the text the page opened with, nor for a single letter', async () => {
    const sent = stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    renderBox('pune');
    await pause();
    await userEvent.clear(box());
    await userEvent.type(box(), 'p');
    await pause();
    expect(sent).toEqual([]);
    expect(offered()).toEqual([]);
  });

  it('offers nothing when the suggestions cannot be read, and the search still runs', async () => {
    const sent = stubApi({});
    const onSearch = renderBox();
    await userEvent.type(box(), 'design');
    await waitFor(() => expect(sent).toHaveLength(1));
    await pause();
    expect(offered()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('design');
  });

  it('is a GET form to /jobs with the text as q, which the browser can send without the app', () => {
    renderBox('pune');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/jobs');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
  });
});
