import { describe, expect, it } from 'vitest';
import { markdownToPlainText, markdownToSafeHtml } from './markdown';

describe('markdownToSafeHtml', () => {
  it('keeps formatting and lists', () => {
    expect(markdownToSafeHtml('**Role**\n\n- Build\n- Ship')).toBe(
      '<p><strong>Role</strong></p>\n<ul>\n<li>Build</li>\n<li>Ship</li>\n</ul>\n',
    );
  });

  it('drops scripts, event handlers, images and javascript: links', () => {
    const html = markdownToSafeHtml(
      '<script>alert(1)</script><img src=x onerror=alert(1)> <b onclick="x()">b</b>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript|<img/i);
    expect(html).toContain('<b>b</b>');
  });

  it('opens links in a new tab without passing rank or opener', () => {
    expect(markdownToSafeHtml('[site](https://example.in)')).toContain(
      '<a href="https://example.in" rel="nofollow noopener noreferrer" target="_blank">site</a>',
    );
  });
});

describe('markdownToPlainText', () => {
  it('strips Markdown and cuts at a word boundary', () => {
    const text = markdownToPlainText('**Build** our app & ship it to shopkeepers every week', 30);
    expect(text).toBe('Build our app & ship it to…');
    expect(text.length).toBeLessThanOrEqual(30);
  });

  it('answers real characters, not HTML entities, and nothing of a tag', () => {
    expect(
      markdownToPlainText('Teams of <5 & "fast" — <script>alert(1)</script>it’s fine', 100),
    ).toBe('Teams of <5 & "fast" — it’s fine');
  });
});
