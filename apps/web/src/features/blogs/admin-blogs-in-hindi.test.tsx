import { configureStore } from '@reduxjs/toolkit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlog, AdminBlogListItem } from '@shuruaat/contract';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { englishWordsIn, onHindiPages } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminBlogsRoute } from './pages/admin-blogs-page';
import { blogEditorRoute } from './pages/blog-editor-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

onHindiPages();

function row(id: string, overrides: Partial<AdminBlogListItem> = {}): AdminBlogListItem {
  return {
    _id: id,
    title: `Post ${id}`,
    author: 'Careers Desk',
    createdAt: '2026-11-20T06:30:00.000Z',
    metaDescription: 'What to check in a stipend offer before you accept it, line by line.',
    slug: `post-${id}`,
    topic: 'interview',
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
  const { container } = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, container };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('the admin blog list in Hindi', () => {
  it('says its chips, buttons, topics and the unpublish dialog in Hindi', async () => {
    stubApi({
      'GET /api/admins/blogs': {
        body: { blogs: [row('a'), row('b', { published: false })], nextCursor: null },
      },
    });
    const { container } = renderAdmin(BLOGS);
    const item = (await screen.findByText('Post a')).closest('li');
    if (!item) throw new Error('no row');
    expect(screen.getByRole('heading', { name: 'ब्लॉग' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ब्लॉग लिखें' })).toBeVisible();
    expect(within(item).getByText('पब्लिश्ड')).toBeVisible();
    expect(within(item).getByText(/इंटरव्यू · Careers Desk/)).toBeVisible();
    expect(screen.getByText('ड्राफ़्ट')).toBeVisible();
    expect(englishWordsIn(container, ['Post a', 'Post b', 'Careers Desk'])).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: 'अनपब्लिश करें' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('यह ब्लॉग अनपब्लिश करें?')).toBeVisible();
    expect(
      within(dialog).getByText(
        '“Post a” /blogs से हट जाएगा और ड्राफ़्ट बन जाएगा, जिसे आप फिर से पब्लिश कर सकते हैं।',
      ),
    ).toBeVisible();
  });

  it('deletes after a Hindi confirmation and says "ब्लॉग हटा दिया गया"', async () => {
    stubApi({
      'GET /api/admins/blogs': { body: { blogs: [row('a')], nextCursor: null } },
      'DELETE /api/admins/blogs/a': { body: { message: 'Blog deleted' } },
    });
    renderAdmin(BLOGS);
    await userEvent.click(await screen.findByRole('button', { name: 'हटाएँ' }));
    expect(screen.getByText('यह ब्लॉग हटाएँ?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('ब्लॉग हटा दिया गया'));
  });

  it('says an empty list with the contract’s Hindi words', async () => {
    stubApi({ 'GET /api/admins/blogs': { body: { blogs: [], nextCursor: null } } });
    renderAdmin(BLOGS);
    expect(
      await screen.findByText('अभी कोई ब्लॉग नहीं है। स्टूडेंट्स और फ्रेशर्स के लिए पहली पोस्ट लिखें।'),
    ).toBeVisible();
  });
});

describe('the blog editor in Hindi', () => {
  it('says its labels, hints, options, buttons and preview in Hindi', async () => {
    stubApi({});
    const { container } = renderAdmin(`${BLOGS}/new`);
    expect(await screen.findByRole('heading', { name: 'ब्लॉग लिखें' })).toBeVisible();
    for (const label of ['टाइटल', 'लेखक', 'मेटा डिस्क्रिप्शन', 'पोस्ट का टेक्स्ट (Markdown)'])
      expect(screen.getByLabelText(label)).toBeVisible();
    expect(screen.getByRole('option', { name: 'करियर गाइडेंस' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'डेटा साइंस' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पब्लिश करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ड्राफ़्ट सेव करें' })).toBeVisible();
    expect(screen.getByText('कवर इमेज चुनें')).toBeVisible();
    expect(screen.getByText('आपका टाइटल')).toBeVisible();

    await userEvent.type(screen.getByLabelText('टाइटल'), 'Pehli naukri');
    expect(screen.getByText('पता: /blogs/pehli-naukri')).toBeVisible();
    expect(
      englishWordsIn(container, [
        'Pehli naukri pehli-naukri',
        '/blogs',
        'Markdown',
        'PNG, JPEG, WebP, MB',
        'https',
        'HR',
      ]),
    ).toEqual([]);
  });

  it('says why each field breaks the rules in Hindi, beside the field', async () => {
    stubApi({});
    renderAdmin(`${BLOGS}/new`);
    await userEvent.type(await screen.findByLabelText('स्लग (पते का हिस्सा)'), 'Pehli_Naukri');
    await userEvent.click(screen.getByRole('button', { name: 'पब्लिश करें' }));
    const beside = (label: string) => screen.getByLabelText(label).getAttribute('aria-describedby');
    const errorOf = async (label: string) => {
      await waitFor(() => expect(beside(label)).toMatch(/-error$/));
      return document.getElementById(beside(label) ?? '')?.textContent;
    };
    expect(await errorOf('टाइटल')).toBe('टाइटल कम से कम 8 अक्षरों का लिखें');
    expect(await errorOf('स्लग (पते का हिस्सा)')).toBe(
      'सिर्फ़ छोटे अक्षर (a-z), अंक और बीच में एक-एक हाइफ़न (-) इस्तेमाल करें',
    );
    expect(await errorOf('लेखक')).toBe('लेखक का नाम लिखें');
    expect(await errorOf('मेटा डिस्क्रिप्शन')).toBe('सर्च नतीजों के लिए कम से कम 50 अक्षर लिखें');
    expect(await errorOf('पोस्ट का टेक्स्ट (Markdown)')).toBe('कम से कम 200 अक्षर लिखें');
    await userEvent.type(screen.getByLabelText('लेखक'), 'a'.repeat(81));
    expect(await errorOf('लेखक')).toBe('इसे 80 अक्षरों से छोटा रखें');
  });

  it('puts a taken slug beside the slug in Hindi', async () => {
    const blog: AdminBlog = {
      ...row('e', { title: 'Your first CTC offer' }),
      body: 'Basic pay is the fixed part of a salary offer. '.repeat(6),
      bodyHtml: '<p>x</p>',
    };
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
    renderAdmin(`${BLOGS}/e/edit`);
    expect(await screen.findByRole('heading', { name: 'ब्लॉग बदलें' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'ड्राफ़्ट सेव करें' }));
    const taken = 'यह स्लग किसी और ब्लॉग में इस्तेमाल हो चुका है। स्लग बदलें।';
    expect(await screen.findByText(taken)).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith(taken);
  });
});
