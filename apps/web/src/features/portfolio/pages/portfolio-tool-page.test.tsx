import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PORTFOLIO_MESSAGES,
  type MyPortfolioResponse,
  type Project,
  type User,
} from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { portfolioToolPageRoute } from './portfolio-tool-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const PROJECT: Project = {
  _id: 'p_1',
  title: 'Canteen queue tracker',
  summary: 'Shows how long the canteen queue is, updated by students.',
  role: 'Built the React frontend',
  skills: ['React'],
  codeUrl: 'https://github.com/asha/canteen',
  demoUrl: '',
  startMonth: '2025-07',
  endMonth: '',
  updatedAt: '2025-08-01T00:00:00.000Z',
};

const MINE: MyPortfolioResponse = {
  settings: { handle: 'asha-verma', headline: '', isPublished: true },
  projects: [PROJECT],
};

const MINE_CALL = 'GET /api/candidates/portfolio';

function renderPage(replies: Parameters<typeof stubApi>[0], user: User | null = buildUser()) {
  const sent = stubApi(replies);
  renderRoute(portfolioToolPageRoute, {
    path: '/project-portfolio',
    store: configureStore({ reducer: baseReducers(user) }),
  });
  return sent;
}

describe('the portfolio tool', () => {
  it('adds a project to the list shown, first, without reading the portfolio again', async () => {
    const added: Project = { ...PROJECT, _id: 'p_2', title: 'Hostel mess menu bot' };
    const sent = renderPage({
      [MINE_CALL]: { body: MINE },
      'POST /api/candidates/portfolio/projects': { status: 201, body: { project: added } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a project' }));
    await userEvent.type(screen.getByLabelText('Project title'), 'Hostel mess menu bot');
    await userEvent.type(
      screen.getByLabelText('What you built'),
      'Answers what is for dinner in the hostel mess, on WhatsApp.',
    );
    await userEvent.type(screen.getByLabelText('Your role'), 'Everything');
    await userEvent.type(screen.getByLabelText('Started'), '2025-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save project' }));

    await screen.findByRole('heading', { name: 'Hostel mess menu bot' });
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Hostel mess menu bot',
      'Canteen queue tracker',
    ]);
    expect(toast.success).toHaveBeenCalledWith(PORTFOLIO_MESSAGES.saved);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      MINE_CALL,
      'POST /api/candidates/portfolio/projects',
    ]);
  });

  it('deletes a project once asked, and shows the portfolio the server reads back', async () => {
    const replies: Parameters<typeof stubApi>[0] = {
      [MINE_CALL]: { body: MINE },
      'DELETE /api/candidates/portfolio/projects/p_1': { body: { message: 'Project deleted' } },
    };
    const sent = renderPage(replies);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    // The server unpublishes the emptied portfolio; the page shows what it reads back.
    replies[MINE_CALL] = {
      body: { settings: { ...MINE.settings, isPublished: false }, projects: [] },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));

    expect(await screen.findByText(/No projects yet\./)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(PORTFOLIO_MESSAGES.deleted);
    expect(screen.queryByRole('link', { name: 'View your public page' })).not.toBeInTheDocument();
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      MINE_CALL,
      'DELETE /api/candidates/portfolio/projects/p_1',
      MINE_CALL,
    ]);
  });

  it('says a taken handle beside the handle', async () => {
    renderPage({
      [MINE_CALL]: { body: MINE },
      'PUT /api/candidates/portfolio/settings': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: PORTFOLIO_MESSAGES.handleTaken,
          details: [{ path: 'handle', message: PORTFOLIO_MESSAGES.handleTaken }],
        },
      },
    });
    const handle = await screen.findByLabelText('Handle');
    await userEvent.clear(handle);
    await userEvent.type(handle, 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.handleTaken)).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('explains the tool to a visitor, not the failure the server answers', async () => {
    renderPage(
      { [MINE_CALL]: { status: 401, body: { code: 'UNAUTHORIZED', message: 'Log in' } } },
      null,
    );
    expect(await screen.findByRole('link', { name: 'Sign up to build yours' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the portfolio could not be read and reads it again on "Try again"', async () => {
    renderPage({ [MINE_CALL]: { status: 503, body: {} } });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent(PORTFOLIO_MESSAGES.fetch);
    stubApi({ [MINE_CALL]: { body: MINE } });
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Canteen queue tracker' }),
    ).toBeInTheDocument();
  });
});
