import { configureStore } from '@reduxjs/toolkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@shuruaat/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test-utils/render-route';
import { stubApi } from '@/test-utils/stub-api';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { adminUsersRoute } from './admin-users-page';

function user(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id,
    role: 'candidate',
    email: `${id}@example.in`,
    displayName: `Person ${id}`,
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastSignInAt: null,
    applicationCount: 0,
    jobCount: 0,
    company: null,
    ...overrides,
  };
}

const PATH = '/admin/dashboard/users';

function renderUsers(url = PATH) {
  const store = configureStore({
    reducer: baseReducers(buildUser({ _id: 'me', role: 'admin' })),
  });
  return renderRoute(adminUsersRoute, { path: PATH, url, store });
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

afterEach(() => vi.unstubAllGlobals());

describe('Admin users', () => {
  it('searches from the address and sends the filter the form sets', async () => {
    const sent = stubApi({
      'GET /api/admins/users': { body: { users: [user('a')], nextCursor: null } },
    });
    const router = renderUsers(`${PATH}?role=employer`);
    expect(await screen.findByText('Person a')).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('employer');

    await userEvent.type(screen.getByLabelText('Search'), '  kirana ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kirana&role=employer'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((call) => call.path)).toEqual(['/api/admins/users', '/api/admins/users']);
  });

  it('deletes an account after confirming, says "User deleted successfully!" and keeps the pages loaded', async () => {
    const replies: Record<string, { body: unknown }> = {
      'GET /api/admins/users': { body: { users: [user('a'), user('b')], nextCursor: 'c1' } },
      'DELETE /api/admins/delete-user/c': {
        body: { userId: 'c', message: 'User deleted successfully!' },
      },
    };
    stubApi(replies);
    renderUsers();
    expect(await screen.findByText('Person a')).toBeInTheDocument();

    // "Load more" answers the second page.
    replies['GET /api/admins/users'] = {
      body: { users: [user('c'), user('d')], nextCursor: null },
    };
    await userEvent.click(screen.getByRole('button', { name: /Load more/ }));
    expect(await screen.findByText('Person d')).toBeInTheDocument();

    // After the deletion the loader answers the first page again.
    replies['GET /api/admins/users'] = {
      body: { users: [user('a'), user('b')], nextCursor: 'c1' },
    };
    await userEvent.click(rowOf('Person c').getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByRole('status')).toHaveTextContent('User deleted successfully!');
    expect(screen.queryByText('Person c')).not.toBeInTheDocument();
    expect(screen.getByText('Person a')).toBeInTheDocument();
    expect(screen.getByText('Person d')).toBeInTheDocument();
  });

  it('changes a role and says "User role updated!"; a refusal shows the server’s words', async () => {
    const replies: Record<string, { status?: number; body: unknown }> = {
      'GET /api/admins/users': { body: { users: [user('a')], nextCursor: null } },
      'PUT /api/admins/update-role/a': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Only another admin can do that.' },
      },
    };
    const sent = stubApi(replies);
    renderUsers();
    await screen.findByText('Person a');

    await userEvent.selectOptions(screen.getByLabelText('Role of Person a'), 'employer');
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only another admin can do that.');

    replies['PUT /api/admins/update-role/a'] = {
      body: { user: { _id: 'a', role: 'employer' }, message: 'User role updated!' },
    };
    replies['GET /api/admins/users'] = {
      body: { users: [user('a', { role: 'employer' })], nextCursor: null },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('User role updated!');
    expect(sent.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ role: 'employer' });
  });

  it('says "Failed to fetch users" when the accounts cannot be read', async () => {
    stubApi({});
    renderUsers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
  });
});
