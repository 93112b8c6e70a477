import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminAuditRoute } from './admin-audit-page';

const PATH = '/admin/dashboard/audit-log';
const OWNER = '22222222-2222-4222-8222-222222222222';

function entry(id: string, overrides: Partial<AuditEntry>): AuditEntry {
  return {
    _id: id,
    actor: { _id: 'admin-1', displayName: 'Meera Admin', email: 'meera@example.in' },
    action: 'job.status_change',
    targetType: 'job',
    targetId: `target-${id}`,
    target: null,
    before: null,
    after: null,
    at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderAudit(entries: AuditEntry[]) {
  stubApi({ 'GET /api/admins/audit-log': { body: { entries, nextCursor: null } } });
  const store = configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });
  return renderRoute(adminAuditRoute, { path: PATH, url: PATH, store });
}

const entryWith = async (text: string) => {
  const item = (await screen.findByText(text)).closest('li');
  if (!item) throw new Error(`no entry with ${text}`);
  return within(item);
};

afterEach(() => vi.unstubAllGlobals());

describe('Admin audit log', () => {
  it('names each target and links it to its console page instead of showing its id', async () => {
    renderAudit([
      entry('1', {
        targetId: 'job-1',
        target: { name: 'Field Sales Intern', detail: 'Kirana Cloud', ownerId: null },
      }),
      entry('2', {
        action: 'user.role_change',
        targetType: 'user',
        targetId: 'user-1',
        target: { name: 'Asha Rao', detail: 'asha@example.in', ownerId: null },
      }),
      entry('3', {
        action: 'verification.approve',
        targetType: 'company',
        targetId: 'company-1',
        target: { name: 'Kirana Cloud', detail: '', ownerId: OWNER },
      }),
    ]);
    const listing = await entryWith('Field Sales Intern');
    expect(listing.getByRole('link', { name: 'Field Sales Intern' })).toHaveAttribute(
      'href',
      '/admin/dashboard/jobs/job-1/edit',
    );
    expect(listing.getByText(/Kirana Cloud/)).toBeInTheDocument();
    expect(listing.queryByText(/job-1/)).toBeNull();

    const account = await entryWith('Asha Rao');
    expect(account.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute(
      'href',
      '/admin/dashboard/users?q=asha%40example.in',
    );
    // The listing's company is plain text; the company entry's name is the link.
    const companies = screen.getAllByRole('link', { name: 'Kirana Cloud' });
    expect(companies.map((link) => link.getAttribute('href'))).toEqual([
      `/admin/dashboard/users/${OWNER}/jobs`,
    ]);
  });

  it('shows the id of a target that no longer exists, without a link', async () => {
    renderAudit([
      entry('4', {
        action: 'user.delete',
        targetType: 'user',
        targetId: 'gone-user',
        target: null,
      }),
    ]);
    const gone = await entryWith('gone-user');
    expect(gone.getByText('Account:', { exact: false })).toBeInTheDocument();
    expect(gone.queryByRole('link')).toBeNull();
  });
});
