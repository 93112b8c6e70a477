import { configureStore } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PORTFOLIO_MESSAGES, type MyPortfolioResponse, type Project } from '@shuruaat/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishWordsIn, readInEnglish, readInHindi } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { baseReducers } from '@/test-utils/store';
import { stubApi } from '@/test-utils/stub-api';
import { buildUser } from '@/test-utils/user-factory';
import { portfolioToolPageRoute } from './pages/portfolio-tool-page';
import { publicPortfolioPageRoute } from './pages/public-portfolio-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

// Brand names Hindi keeps in Latin, and the names in the tips and steps (GitHub, React).
const LATIN = [
  'Shuruaat',
  'shuruaat.in/portfolio',
  'GitHub',
  'GitLab',
  'React',
  'Python',
  'B.Tech',
];

const PROJECT: Project = {
  _id: 'p_1',
  title: 'Canteen queue tracker',
  summary: 'Shows how long the canteen queue is, updated by students.',
  role: 'Built the React frontend',
  skills: ['React'],
  codeUrl: 'https://github.com/asha/canteen',
  demoUrl: 'https://canteen.example',
  startMonth: '2025-07',
  endMonth: '',
  updatedAt: '2025-08-01T00:00:00.000Z',
};
const MINE: MyPortfolioResponse = {
  settings: { handle: 'asha-verma', headline: '', isPublished: true },
  projects: [PROJECT],
};
const USER_CONTENT = [PROJECT.title, PROJECT.summary, PROJECT.role, 'asha', 'verma'];

beforeEach(readInHindi);
afterEach(() => {
  readInEnglish();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the project portfolio under /hi', () => {
  it('explains the tool to a visitor in Hindi', async () => {
    stubApi({});
    renderRoute(portfolioToolPageRoute, {
      path: '/project-portfolio',
      store: configureStore({ reducer: baseReducers(null) }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('प्रोजेक्ट पोर्टफ़ोलियो');
    expect(screen.getByRole('heading', { name: 'अच्छा पोर्टफ़ोलियो कैसे बनता है' })).toBeVisible();
    expect(englishWordsIn(document.body, LATIN)).toEqual([]);
  });

  it('gives a candidate the builder in Hindi, a project’s months in Hindi and a refusal too', async () => {
    stubApi({
      'GET /api/candidates/portfolio': { body: MINE },
      'PUT /api/candidates/portfolio/settings': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: PORTFOLIO_MESSAGES.handleTaken,
          details: [{ path: 'handle', message: PORTFOLIO_MESSAGES.handleTaken }],
        },
      },
    });
    renderRoute(portfolioToolPageRoute, {
      path: '/project-portfolio',
      store: configureStore({ reducer: baseReducers(buildUser()) }),
    });
    expect(await screen.findByRole('heading', { name: 'आपके प्रोजेक्ट' })).toBeVisible();
    expect(screen.getByText(/जुल॰ 2025 – अब तक|जुलाई 2025 – अब तक/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लाइव डेमो' })).toBeVisible();
    expect(englishWordsIn(document.body, [...LATIN, ...USER_CONTENT])).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' }));
    expect(await screen.findByText('यह हैंडल पहले से किसी का है। कोई दूसरा आज़माएँ।')).toBeInTheDocument();
  });

  it('shows a published portfolio with Hindi words around the owner’s own', async () => {
    stubApi({
      'GET /api/tools/portfolio/asha-verma': {
        body: {
          portfolio: {
            handle: 'asha-verma',
            displayName: 'Asha Verma',
            headline: '',
            projects: [PROJECT],
          },
        },
      },
    });
    renderRoute(publicPortfolioPageRoute, {
      path: '/portfolio/:handle',
      url: '/portfolio/asha-verma',
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Asha Verma');
    expect(screen.getByRole('link', { name: 'प्रोजेक्ट पोर्टफ़ोलियो' })).toHaveAttribute(
      'href',
      '/project-portfolio',
    );
    expect(document.title).toBe('Asha Verma का प्रोजेक्ट पोर्टफ़ोलियो | Shuruaat');
    expect(englishWordsIn(document.body, [...LATIN, ...USER_CONTENT, 'Asha Verma'])).toEqual([]);
  });
});
