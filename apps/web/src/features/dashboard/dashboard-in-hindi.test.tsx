import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildCandidateProfile, buildCounts } from '@/test-utils/candidate-data';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { buildUser } from '@/test-utils/user-factory';
import type { CandidateOverviewData } from './components/candidate-overview';
import { SideMenu } from './components/side-menu';
import { DASHBOARD_MENUS } from './menus';
import { OverviewPage } from './pages/overview-page';

onHindiPages();

const overview: CandidateOverviewData = {
  profile: buildCandidateProfile({
    phone: '',
    skills: [],
    missingForApplying: ['phone', 'skills'],
  }),
  counts: buildCounts({ applied: 3, rejected: 1, removed: 1 }),
  jobs: [],
  unreadMessages: 2,
};

function renderOverview() {
  const Page = () => <OverviewPage overview={overview} />;
  renderRoute(
    { Component: Page },
    { path: '/user/dashboard', outletContext: { user: buildUser({ role: 'candidate' }) } },
  );
}

describe('the student’s dashboard in Hindi', () => {
  it('greets, counts applications and says what the profile still needs, in Hindi', async () => {
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'नमस्ते, Asha Verma' })).toBeVisible();
    const apps = within(screen.getByRole('region', { name: 'आपके आवेदन' }));
    expect(apps.getByText('अप्लाई किया').nextSibling).toHaveTextContent('3');
    expect(apps.getByText('चयन नहीं हुआ').nextSibling).toHaveTextContent('2');
    expect(apps.getByRole('link', { name: '2 नए मैसेज' })).toBeVisible();
    expect(
      screen.getByText('अप्लाई करने के लिए अभी चाहिए: मोबाइल नंबर, कम से कम एक स्किल।'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'आपके अगले कदम' })).toBeVisible();
    expect(screen.getByRole('link', { name: /इंटर्नशिप देखें/ })).toHaveAttribute(
      'href',
      '/internships',
    );
  });

  it('names every item of each role’s side menu in Hindi, with no English left', () => {
    for (const role of ['candidate', 'employer', 'admin'] as const) {
      const { unmount } = render(
        <MemoryRouter>
          <SideMenu sections={DASHBOARD_MENUS[role]} onLogout={() => undefined} />
        </MemoryRouter>,
      );
      const menu = screen.getByRole('navigation', { name: 'डैशबोर्ड' });
      expect(menu.textContent).not.toMatch(/[A-Za-z]/);
      unmount();
    }
    render(
      <MemoryRouter>
        <SideMenu sections={DASHBOARD_MENUS.candidate} onLogout={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'मेरे आवेदन' })).toHaveAttribute(
      'href',
      '/user/dashboard/applications',
    );
    expect(screen.getByRole('link', { name: 'प्राइवेसी और सेशन' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
  });
});
