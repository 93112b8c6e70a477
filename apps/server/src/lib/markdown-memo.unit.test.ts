import { describe, expect, it, vi } from 'vitest';
import type * as contractMarkdown from '@shuruaat/contract/markdown';
import { renderMarkdown } from '@shuruaat/contract/markdown';
import { markdownToSafeHtml } from './markdown';

// Sanitising builds a DOM (jsdom) for every call: it was a fifth of the server's time under the
// soak, for job descriptions that rarely change. The renderer is wrapped to count its calls.
vi.mock('@shuruaat/contract/markdown', async (importOriginal) => {
  const real = await importOriginal<typeof contractMarkdown>();
  return { ...real, renderMarkdown: vi.fn(real.renderMarkdown) };
});

describe('markdownToSafeHtml under repeated reads', () => {
  it('sanitises the same description once, and an edited one afresh', () => {
    const description = '**Role**\n\n- Build the app\n- Ship it weekly';
    const first = markdownToSafeHtml(description);
    expect(markdownToSafeHtml(description)).toBe(first);
    expect(renderMarkdown).toHaveBeenCalledTimes(1);
    expect(markdownToSafeHtml(`${description}\n- Talk to shopkeepers`)).toContain('shopkeepers');
    expect(renderMarkdown).toHaveBeenCalledTimes(2);
  });
});
