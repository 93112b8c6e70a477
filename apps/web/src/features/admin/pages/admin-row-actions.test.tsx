import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerification, PostedJob } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/test-utils/job-factory';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminJobsRoute } from './admin-jobs-page';
import { adminVerificationsRoute } from './admin-verifications-page';

const posted = (id: string, overrides: Partial<PostedJob> = {}): PostedJob => ({
  ...buildJob({ _id: id, title: `Listing ${id}`, slug: `listing-${id}` }),
  applicantCounts: {
    applied: 0,
    shortlisted: 0,
    interview: 0,
    hired: 0,
    rejected: 0,
    withdrawn: 0,
    removed: 0,
  },
  applicantTotal: 0,
  ...overrides,
});

const adminStore = () => configureStore({ reducer: baseReducers(buildUser({ role: 'admin' })) });

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

afterEach(() => vi.unstubAllGlobals());

describe('Admin jobs', () => {
  it('deletes a listing after confirming and says "Job deleted successfully!"', async () => {
    const replies: Record<string, { body: unknown }> = {
      'GET /api/admins/all-jobs': { body: { jobs: [posted('a'), posted('b')], nextCursor: null } },
      'DELETE /api/admins/delete-job/a': {
        body: { jobId: 'a', message: 'Job deleted successfully!' },
      },
    };
    const sent = stubApi(replies);
    renderRoute(adminJobsRoute, {
      path: '/admin/dashboard/jobs',
      url: '/admin/dashboard/jobs?status=active',
      store: adminStore(),
    });
    await screen.findByText('Listing a');
    expect(screen.getByLabelText('Status')).toHaveValue('active');

    replies['GET /api/admins/all-jobs'] = { body: { jobs: [posted('b')], nextCursor: null } };
    await userEvent.click(rowOf('Listing a').getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Job deleted successfully!');
    expect(screen.queryByText('Listing a')).not.toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'GET')).toHaveLength(2);
  });
});

const request = (id: string): AdminVerification => ({
  _id: id,
  status: 'pending',
  evidenceType: 'gstin',
  evidence: '27AAPFU0939F1ZV',
  note: '',
  reason: '',
  domainMatches: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  company: { _id: `c-${id}`, name: `Company ${id}`, website: '' },
  employer: { _id: `e-${id}`, displayName: `Employer ${id}`, email: `${id}@example.in` },
});

describe('Admin verifications', () => {
  it('rejects a request with a reason and shows the other tabs from the address', async () => {
    const replies: Record<string, { body: unknown }> = {
      'GET /api/admins/verifications': {
        body: { verifications: [request('a')], nextCursor: null },
      },
      'PUT /api/admins/verifications/a': { body: { message: 'Request rejected.' } },
    };
    const sent = stubApi(replies);
    const router = renderRoute(adminVerificationsRoute, {
      path: '/admin/dashboard/verifications',
      store: adminStore(),
    });
    await screen.findByText('Company a');

    replies['GET /api/admins/verifications'] = { body: { verifications: [], nextCursor: null } };
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText('Give a reason')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Reason/), 'The GSTIN names another company');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Request rejected.');
    expect(screen.getByText(/No requests are waiting/)).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
      decision: 'reject',
      reason: 'The GSTIN names another company',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect(await screen.findByText('No requests with this status.')).toBeInTheDocument();
  });
});
