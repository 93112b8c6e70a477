import { ROLES, type Role } from '@shuruaat/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { UsersFilter } from '../api';
import { AdminPage, EmptyState } from '../components/admin-page';
import { UserRow } from '../components/user-row';
import { useAdmin } from '../hooks';
import { deleteUser, fetchUsers, revokeVerification, setResumeAccess, updateRole } from '../slice';

function filterFrom(params: URLSearchParams): UsersFilter {
  const role = params.get('role') ?? '';
  return {
    q: params.get('q') ?? '',
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    status: params.get('status') === 'deleted' ? 'deleted' : 'active',
  };
}

/** /admin/dashboard/users: every account, searchable, with the actions an admin may take. */
export function AdminUsersPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const me = useAppSelector((state) => state.auth.user);
  const { users, busyId } = useAdmin();
  const [draft, setDraft] = useState<UsersFilter>(() => filterFrom(params));
  const query = params.toString();

  useEffect(
    () =>
      void dispatch(fetchUsers({ filter: filterFrom(new URLSearchParams(query)), cursor: null })),
    [dispatch, query],
  );

  function search(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.role) next.set('role', draft.role);
    if (draft.status === 'deleted') next.set('status', 'deleted');
    setParams(next);
  }

  return (
    <AdminPage
      title="Users"
      intro="Search by name, email or company. Role changes sign the person out; deleting an account erases its personal data."
    >
      <form
        onSubmit={search}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        role="search"
      >
        <TextField
          label="Search"
          type="search"
          value={draft.q}
          maxLength={100}
          placeholder="Name, email or company"
          onChange={(event) => setDraft({ ...draft, q: event.target.value })}
        />
        <SelectField
          label="Role"
          value={draft.role}
          onChange={(event) => setDraft({ ...draft, role: event.target.value as Role | '' })}
          options={[
            { value: '', label: 'All roles' },
            { value: 'candidate', label: 'Candidates' },
            { value: 'employer', label: 'Employers' },
            { value: 'admin', label: 'Admins' },
          ]}
        />
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(event) =>
            setDraft({ ...draft, status: event.target.value as UsersFilter['status'] })
          }
          options={[
            { value: 'active', label: 'Active' },
            { value: 'deleted', label: 'Deleted' },
          ]}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {users.error && users.items.length === 0 ? <Alert>{users.error}</Alert> : null}
      {users.loading && users.items.length === 0 ? <PageLoader /> : null}
      {!users.loading && !users.error && users.items.length === 0 ? (
        <EmptyState>No accounts match this search.</EmptyState>
      ) : null}
      <ul className="space-y-3">
        {users.items.map((user) => (
          <UserRow
            key={`${user._id}-${user.role}`}
            user={user}
            isSelf={user._id === me?._id}
            isBusy={busyId === user._id}
            onRole={(role) => void dispatch(updateRole({ id: user._id, role }))}
            onDelete={() => void dispatch(deleteUser({ id: user._id }))}
            onResumeAccess={(grant) => void dispatch(setResumeAccess({ id: user._id, grant }))}
            onRevoke={(reason) => void dispatch(revokeVerification({ id: user._id, reason }))}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={users.nextCursor !== null}
        isLoading={users.loading && users.items.length > 0}
        error={users.items.length > 0 ? users.error : null}
        onLoadMore={() =>
          void dispatch(fetchUsers({ filter: users.filter, cursor: users.nextCursor }))
        }
      />
    </AdminPage>
  );
}
