import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogSummary, Language } from '@shuruaat/contract';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownPreview } from '@/components/ui/markdown-preview';
import { allTranslators } from '@/lib/i18n/all-translators';
import { TranslatorContext } from '@/lib/i18n/translate';
import { baseReducers } from '@/test-utils/store';
import { BlogForm } from './components/blog-form';
import { emptyBlogForm } from './form-values';
import { blogsPageRoute } from './pages/blogs-page';

const post: BlogSummary = {
  _id: 'b1',
  title: 'Reading a stipend offer',
  author: 'Shuruaat Careers Desk',
  createdAt: '2026-11-20T06:30:00.000Z',
  metaDescription: 'What to check in a stipend offer before you accept it.',
  slug: 'reading-a-stipend-offer.html',
  topic: 'internships',
  coverImageUrl: null,
  readingMinutes: 3,
  publishedAt: '2026-11-20T06:30:00.000Z',
};

function renderList(language: Language = 'en') {
  const store = configureStore({ reducer: baseReducers(null) });
  const router = createMemoryRouter([{ path: '/blogs', ...blogsPageRoute }], {
    initialEntries: ['/blogs'],
  });
  render(
    <TranslatorContext.Provider value={allTranslators()[language]}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </TranslatorContext.Provider>,
  );
}

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

afterEach(() => vi.unstubAllGlobals());

describe('/blogs', () => {
  it('in Hindi, says its heading, topics, byline and links in Hindi and keeps the posts as written', async () => {
    answer({ blogs: [post], nextCursor: null });
    renderList('hi');
    expect(await screen.findByRole('heading', { name: 'सभी ब्लॉग' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('इंटर्नशिप')).toBeInTheDocument();
    expect(within(card).getByText(/Shuruaat Careers Desk · .* · 3 मिनट में पढ़ें/)).toBeInTheDocument();
    expect(within(card).getByText('Reading a stipend offer')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'ब्लॉग पढ़ें: Reading a stipend offer' }),
    ).toHaveAttribute('href', '/blogs/reading-a-stipend-offer');
  });

  it('in Hindi, says there are no posts in Hindi', async () => {
    answer({ blogs: [], nextCursor: null });
    renderList('hi');
    expect(await screen.findByText('अभी कोई ब्लॉग नहीं है')).toBeInTheDocument();
  });

  it('shows "All Blogs" with a card per post linking without ".html"', async () => {
    answer({ blogs: [post], nextCursor: null });
    renderList();
    expect(await screen.findByRole('heading', { name: 'All Blogs' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Reading a stipend offer')).toBeInTheDocument();
    expect(within(card).getByText(/Shuruaat Careers Desk · 20 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByText(post.metaDescription)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Blog/ })).toHaveAttribute(
      'href',
      '/blogs/reading-a-stipend-offer',
    );
  });

  it('says "No blogs found" when nothing is published', async () => {
    answer({ blogs: [], nextCursor: null });
    renderList();
    expect(await screen.findByText('No blogs found')).toBeInTheDocument();
  });

  it('shows "Failed to fetch blogs" in red when the list cannot be read', async () => {
    answer({ code: 'INTERNAL', message: 'Something went wrong' }, 500);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blogs');
    expect(alert).toHaveClass('text-red-700');
  });
});

describe('the Markdown preview', () => {
  it('renders what the server would: no scripts, handlers or javascript: links', () => {
    const { container } = render(
      <MarkdownPreview
        empty="Nothing yet"
        markdown={
          '# Title\n\n<script>alert(1)</script><img src=x onerror="alert(1)"> <b onclick="x()">b</b>\n\n[good](https://example.in) <a href="javascript:alert(1)">bad</a>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript|<img|<h1/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain(
      '<a href="https://example.in" rel="nofollow noopener noreferrer" target="_blank">good</a>',
    );
  });
});

describe('the blog editor', () => {
  it('derives the slug from the title and previews the body as it is typed', async () => {
    const user = userEvent.setup();
    render(<BlogForm initial={emptyBlogForm} isNew isSaving={false} onSave={vi.fn()} />);
    await user.type(screen.getByLabelText('Title'), 'Your first CTC offer');
    expect(screen.getByLabelText('Slug')).toHaveValue('your-first-ctc-offer');
    await user.type(
      screen.getByLabelText('Body (Markdown)'),
      '## Basic pay{enter}{enter}**Fixed**',
    );
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Basic pay' })).toBeInTheDocument();
    expect(preview.querySelector('strong')).toHaveTextContent('Fixed');
  });

  it('does not send a post whose fields break the rules, and says why beside each', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<BlogForm initial={emptyBlogForm} isNew isSaving={false} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(await screen.findByText('Write a title of at least 8 characters')).toBeInTheDocument();
  });
});
