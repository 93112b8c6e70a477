import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ADMIN_MESSAGES,
  type BackgroundJob,
  type AdminOverview,
  type AdminUser,
  type AuditEntry,
  type FraudOverview,
} from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onHindiPages } from '@/test-utils/in-hindi';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminAuditRoute } from './admin-audit-page';
import { adminBackgroundJobsRoute } from './admin-background-jobs-page';
import { adminFraudRoute } from './admin-fraud-page';
import { adminOverviewRoute } from './admin-overview-page';
import { adminUsersRoute } from './admin-users-page';

// The console as a Hindi page holds it (decision 032): the browser's translator is Hindi's and
// the server's English answers are recognised by their contract keys.

onHindiPages();
afterEach(() => vi.unstubAllGlobals());

const adminStore = () =>
  configureStore({ reducer: baseReducers(buildUser({ _id: 'me', role: 'admin' })) });

const OVERVIEW: AdminOverview = {
  users: { candidate: 120000, employer: 40, admin: 2 },
  openListings: 31,
  applicationsThisWeek: 1,
  pendingVerifications: 3,
  pendingResumeAccess: 0,
  openReports: 1,
  unreadInbox: 5,
};

const person = (id: string, changes: Partial<AdminUser> = {}): AdminUser => ({
  _id: id,
  role: 'candidate',
  email: `${id}@example.in`,
  displayName: `Person ${id}`,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  applicationCount: 3,
  jobCount: 0,
  company: null,
  ...changes,
});

describe('the admin console in Hindi', () => {
  it('greets the admin and names every figure of the overview in Hindi, lakh grouping kept', async () => {
    stubApi({ 'GET /api/admins/overview': { body: OVERVIEW } });
    renderRoute(adminOverviewRoute, { path: '/admin/dashboard', store: adminStore() });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^नमस्ते, /);
    expect(screen.getByText('वेरिफ़िकेशन बाकी')).toBeInTheDocument();
    expect(screen.getByText('इस हफ़्ते के आवेदन')).toBeInTheDocument();
    expect(screen.getByText('1,20,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'साइट और प्रोग्राम' })).toBeInTheDocument();
    expect(screen.queryByText(/Pending verifications|Site and programs/)).toBeNull();
  });

  it('lists accounts in Hindi, and shows the server’s English answer in Hindi', async () => {
    stubApi({
      'GET /api/admins/users': { body: { users: [person('a')], nextCursor: null } },
      'DELETE /api/admins/delete-user/a': {
        body: { userId: 'a', message: ADMIN_MESSAGES.userDeleted },
      },
    });
    renderRoute(adminUsersRoute, { path: '/admin/dashboard/users', store: adminStore() });
    expect(await screen.findByRole('heading', { name: 'यूज़र्स' })).toBeInTheDocument();
    expect(screen.getByLabelText('रोल')).toBeInTheDocument();
    const row = within(screen.getByText('Person a').closest('li') as HTMLElement);
    expect(row.getByText(/3 आवेदन/)).toBeInTheDocument();
    expect(row.getByText(/आख़िरी साइन-इन: कभी नहीं/)).toBeInTheDocument();

    await userEvent.click(row.getByRole('button', { name: 'हटाएँ' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Person a का अकाउंट हटाएँ?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'अकाउंट हटाएँ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('यूज़र हटा दिया गया।');
  });

  it('names audit actions in Hindi while the filter still sends the stored action', async () => {
    const entry: AuditEntry = {
      _id: '1',
      actor: { _id: 'admin-1', displayName: 'Meera Admin', email: 'meera@example.in' },
      action: 'employer.suspend',
      targetType: 'user',
      targetId: 'user-1',
      target: { name: 'Zorvex', detail: 'hr@zorvex.example', ownerId: null },
      before: null,
      after: null,
      at: '2026-11-20T10:00:00.000Z',
    };
    stubApi({ 'GET /api/admins/audit-log': { body: { entries: [entry], nextCursor: null } } });
    renderRoute(adminAuditRoute, { path: '/admin/dashboard/audit-log', store: adminStore() });
    expect(await screen.findByRole('heading', { name: 'ऑडिट लॉग' })).toBeInTheDocument();
    expect(screen.getByText('कंपनी को सस्पेंड किया', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('अकाउंट:')).toBeInTheDocument();
    const option = screen.getByRole('option', { name: 'कंपनी को सस्पेंड किया' });
    expect(option).toHaveValue('employer.suspend');
  });

  it('words the fraud view’s counts and flags in Hindi', async () => {
    const fraud: FraudOverview = {
      heldListings: {
        count: 1,
        items: [
          {
            _id: 'j1',
            slug: 'typing-work-j1',
            title: 'Typing work from home',
            companyName: 'Zorvex',
            employerId: 'a',
            codes: ['fee_or_deposit'],
            screenedAt: '2026-11-27T00:00:00.000Z',
          },
        ],
      },
      flaggedMessages: { count: 0, items: [] },
      repeatedFlagEmployers: {
        count: 1,
        items: [
          {
            employerId: 'a',
            employerEmail: 'a@zorvex.example',
            companyName: 'Zorvex',
            flaggedMessages: 4,
            flaggedListings: 1,
            openListings: 2,
            messagingSuspended: false,
          },
        ],
      },
      unpaidStipends: { count: 0, items: [] },
    };
    stubApi({ 'GET /api/admins/fraud-overview': { body: fraud } });
    renderRoute(adminFraudRoute, { path: '/admin/dashboard/fraud', store: adminStore() });
    expect(await screen.findByRole('heading', { name: 'धोखाधड़ी', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('4 फ़्लैग हुए मैसेज')).toBeInTheDocument();
    expect(screen.getByText('2 खुली लिस्टिंग')).toBeInTheDocument();
    expect(screen.getByText('फ़ीस या डिपॉज़िट की माँग')).toBeInTheDocument();
    expect(screen.getByText('पिछले 30 दिनों में कोई मैसेज फ़्लैग नहीं हुआ।')).toBeInTheDocument();
  });

  it('says what each background job does in Hindi, and a job the catalogue lacks in the server’s words', async () => {
    const job = (name: string, description: string): BackgroundJob => ({
      name,
      description,
      scope: 'cluster',
      everyMs: 600_000,
      nextRunAt: null,
      isRunning: false,
      failuresInARow: 0,
      recentRuns: [],
      lastFailure: null,
    });
    stubApi({
      'GET /api/admins/background-jobs': {
        body: {
          jobs: [
            job('data-exports', 'Builds the data exports people asked for'),
            job('brand-new-job', 'Does something added this week'),
          ],
        },
      },
    });
    renderRoute(adminBackgroundJobsRoute, {
      path: '/admin/dashboard/background-jobs',
      store: adminStore(),
    });
    expect(await screen.findByText('लोगों के माँगे गए डेटा एक्सपोर्ट बनाता है')).toBeInTheDocument();
    expect(screen.getByText('Does something added this week')).toBeInTheDocument();
    expect(screen.queryByText('Builds the data exports people asked for')).toBeNull();
  });
});
