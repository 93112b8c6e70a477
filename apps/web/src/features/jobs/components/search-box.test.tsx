import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/stub-api';
import { SearchBox } from './search-box';

afterEach(() => vi.unstubAllGlobals());

const SUGGESTIONS = {
  suggestions: [
    { type: 'title', value: 'Web Developer', count: 12 },
    { type: 'city', value: 'Pune', count: 3 },
  ],
};

/** What the browser's own list under the box offers. */
const offered = () =>
  Array.from(
    document.querySelectorAll<HTMLOptionElement>('#jobs-search-suggestions option'),
    (option) => option.value,
  );

const box = () => screen.getByLabelText('Search internships and jobs');
const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('SearchBox', () => {
  it('offers suggestions for the text typed once typing pauses, asking once', async () => {
    const sent = stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    render(<SearchBox initialQuery="" onSearch={vi.fn()} />);
    await userEvent.type(box(), 'web');
    await waitFor(() => expect(offered()).toEqual(['Web Developer', 'Pune']));
    expect(sent.map((call) => call.path)).toEqual(['/api/jobs/suggest']);
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('q=web');
  });

  it('asks nothing for the text the page opened with, nor for a single letter', async () => {
    const sent = stubApi({ 'GET /api/jobs/suggest': { body: SUGGESTIONS } });
    render(<SearchBox initialQuery="pune" onSearch={vi.fn()} />);
    await pause();
    await userEvent.clear(box());
    await userEvent.type(box(), 'p');
    await pause();
    expect(sent).toEqual([]);
    expect(offered()).toEqual([]);
  });

  it('offers nothing when the suggestions cannot be read, and the search still runs', async () => {
    const sent = stubApi({});
    const onSearch = vi.fn();
    render(<SearchBox initialQuery="" onSearch={onSearch} />);
    await userEvent.type(box(), 'design');
    await waitFor(() => expect(sent).toHaveLength(1));
    await pause();
    expect(offered()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('design');
  });
});
