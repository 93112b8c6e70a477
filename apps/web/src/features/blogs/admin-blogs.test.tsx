import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlog, AdminBlogListItem } from '@shuruaat/contract';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminBlogsRoute } from './pages/admin-blogs-page';
import { blogEditorRoute } from './pages/blog-editor-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function row(id: string, overrides: Partial<AdminBlogListItem> = {}): AdminBlogListItem {
  return {
    _id: id,
    title: `Post number ${id}`,
    author: 'Shuruaat Careers Desk',
    createdAt: '2026-11-20T06:30:00.000Z',
    metaDescription: 'What to check in a stipend offer before you accept it, line by line.',
    slug: `post-${id}`,
    topic: 'internships',
    coverImageUrl: null,
    readingMinutes: 3,
    publishedAt: '2026-11-20T06:30:00.000Z',
    jobCategory: null,
    updatedAt: '2026-11-20T06:30:00.000Z',
    published: true,
    ...overrides,
  };
}

const BLOGS = '/admin/dashboard/blogs';

function renderAdmin(url: string) {
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
  const router = createMemoryRouter(
    [
      { path: BLOGS, ...adminBlogsRoute, HydrateFallback: () => null },
      { path: `${BLOGS}/new`, ...blogEditorRoute, HydrateFallback: () => null },
      { path: `${BLOGS}/:id/edit`, ...blogEditorRoute, HydrateFallback: () => null },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('/admin/dashboard/blogs', () => {
  it('deletes a post after confirming, says "Blog deleted" and lists what is left', async () => {
    const replies: Record<string, { body: unknown }> = {
      'GET /api/admins/blogs': { body: { blogs: [row('a'), row('b')], nextCursor: null } },
      'DELETE /api/admins/blogs/a': { body: { message: 'Blog deleted' } },
    };
    const sent = stubApi(replies);
    renderAdmin(BLOGS);
    const item = (await screen.findByText('Post number a')).closest('li');
    if (!item) throw new Error('no row');

    replies['GET /api/admins/blogs'] = { body: { blogs: [row('b')], nextCursor: null } };
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(screen.queryByText('Post number a')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // An effect raises the toast once the answer lands, which may be after this render.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Blog deleted'));
    expect(sent.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('offers to try again when the list cannot be read', async () => {
    const replies: Record<string, { status?: number; body: unknown }> = {
      'GET /api/admins/blogs': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    };
    stubApi(replies);
    renderAdmin(BLOGS);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch blogs');

    replies['GET /api/admins/blogs'] = { body: { blogs: [], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No blogs found/)).toBeInTheDocument();
  });
});

const BODY = 'Basic pay is the fixed part of a salary offer. '.repeat(6);

describe('the blog editor', () => {
  it('publishes a new post, says "✅ Blog posted successfully!" and returns to the list', async () => {
    const saved: AdminBlog = { ...row('n'), body: BODY, bodyHtml: '<p>x</p>' };
    const sent = stubApi({
      'POST /api/admins/create-blog': {
        body: { message: '✅ Blog posted successfully!', blog: saved },
      },
      'GET /api/admins/blogs': { body: { blogs: [row('n')], nextCursor: null } },
    });
    const router = renderAdmin(`${BLOGS}/new`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Your first CTC offer');
    await user.type(screen.getByLabelText('Author'), 'Careers Desk');
    await user.type(
      screen.getByLabelText('Meta description'),
      'What basic pay, HRA and variable pay mean in your first offer letter.',
    );
    await user.click(screen.getByLabelText('Body (Markdown)'));
    await user.paste(BODY);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(BLOGS));
    expect(toast.success).toHaveBeenCalledWith('✅ Blog posted successfully!');
    expect(sent.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Your first CTC offer',
      slug: 'your-first-ctc-offer',
      jobCategory: null,
      published: true,
    });
  });

  it('puts a slug another post uses beside the slug, and stays', async () => {
    const blog: AdminBlog = { ...row('e'), body: BODY, bodyHtml: '<p>x</p>' };
    stubApi({
      'GET /api/admins/blogs/e': { body: { message: 'ok', blog } },
      'PUT /api/admins/blogs/e': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Another blog already uses this slug. Change the slug.',
        },
      },
    } as Record<string, { status?: number; body: unknown }>);
    const router = renderAdmin(`${BLOGS}/e/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Post number e');

    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('Another blog already uses this slug. Change the slug.'),
    ).toBeInTheDocument();
    // The field may be marked a render after the message shows.
    await waitFor(() =>
      expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Another blog already uses this slug. Change the slug.',
    );
    expect(router.state.location.pathname).toBe(`${BLOGS}/e/edit`);
  });
});
