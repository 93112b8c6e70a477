import type { AdminUser } from '@shuruaat/contract';
import { useForm } from 'react-hook-form';
import { useLoaderData, useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAppSelector } from '@/lib/redux-hooks';
import { localizeServerMessage, useT } from '@/lib/i18n/translate';
import { useLoadedView } from '@/lib/use-loaded-view';
import { usersAction, type UserAction, type UserOutcome } from '../actions';
import type { UsersFilter } from '../api';
import { AdminPage, EmptyState } from '../components/admin-page';
import { UserRow } from '../components/user-row';
import { filterQuery } from '../filters';
import { findUsers, usersLoader } from '../loaders';
import { usePagedList, type Page } from '@/lib/use-paged-list';
import { useRowAction } from '../use-row-action';
import { adminCatalogue } from '../locales/catalogue';

/** A row added by "Load more", brought up to date with what an action did to it. */
function applyOutcome(user: AdminUser, outcome: UserOutcome): AdminUser | null {
  if (user._id !== outcome.id) return user;
  switch (outcome.intent) {
    case 'delete':
      return null;
    case 'role':
      return { ...user, role: outcome.role };
    case 'resumeAccess':
      return user.company
        ? {
            ...user,
            company: { ...user.company, resumeAccess: outcome.grant, resumeAccessRequested: false },
          }
        : user;
    case 'revoke':
      return user.company ? { ...user, company: { ...user.company, verified: false } } : user;
  }
}

function UsersSearch({ filter }: { filter: UsersFilter }) {
  const [, setParams] = useSearchParams();
  const { register, handleSubmit } = useForm<UsersFilter>({ defaultValues: filter });
  const t = useT();
  return (
    <form
      onSubmit={handleSubmit((values) => setParams(filterQuery(values, { status: 'active' })))}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
      role="search"
    >
      <TextField
        label={t('admin.search.label')}
        type="search"
        maxLength={100}
        placeholder={t('admin.users.searchPlaceholder')}
        {...register('q')}
      />
      <SelectField
        label={t('admin.users.role')}
        {...register('role')}
        options={[
          { value: '', label: t('admin.users.allRoles') },
          { value: 'candidate', label: t('admin.users.candidates') },
          { value: 'employer', label: t('admin.users.employers') },
          { value: 'admin', label: t('admin.users.admins') },
        ]}
      />
      <SelectField
        label={t('admin.status.label')}
        {...register('status')}
        options={[
          { value: 'active', label: t('admin.users.active') },
          { value: 'deleted', label: t('admin.users.deleted') },
        ]}
      />
      <Button type="submit" variant="secondary">
        {t('admin.search.button')}
      </Button>
    </form>
  );
}

function UsersList({
  filter,
  first,
  act,
  busyId,
  outcome,
}: {
  filter: UsersFilter;
  first: Page<AdminUser>;
  act: (action: UserAction) => void;
  busyId: string | null;
  outcome: UserOutcome | undefined;
}) {
  const me = useAppSelector((state) => state.auth.user);
  const t = useT();
  const list = usePagedList(first, (cursor) => findUsers(filter, cursor), outcome, applyOutcome);
  return (
    <>
      {list.items.length === 0 ? <EmptyState>{t('admin.users.empty')}</EmptyState> : null}
      <ul className="space-y-3">
        {list.items.map((user) => (
          <UserRow
            key={`${user._id}-${user.role}`}
            user={user}
            isSelf={user._id === me?._id}
            isBusy={busyId === user._id}
            onRole={(role) => act({ intent: 'role', id: user._id, body: { role } })}
            onDelete={() => act({ intent: 'delete', id: user._id })}
            onResumeAccess={(grant) => act({ intent: 'resumeAccess', id: user._id, grant })}
            onRevoke={(reason) => act({ intent: 'revoke', id: user._id, body: { reason } })}
          />
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        error={list.moreError}
        onLoadMore={list.loadMore}
      />
    </>
  );
}

/** /admin/dashboard/users: every account, searchable, with the actions an admin may take. */
function AdminUsersPage() {
  const { filter, users } = useLoaderData<typeof usersLoader>();
  const { view } = useLoadedView(users);
  const { act, busyId, outcome } = useRowAction<UserAction, UserOutcome>();
  // A new search starts its list (and its form) again from the address.
  const { search } = useLocation();
  const t = useT();
  return (
    <AdminPage title={t('admin.users.title')} intro={t('admin.users.intro')} outcome={outcome}>
      <UsersSearch key={search} filter={filter} />
      {view.status === 'failed' ? <Alert>{localizeServerMessage(view.message)}</Alert> : null}
      {view.status === 'loading' ? <PageLoader /> : null}
      {view.status === 'ready' ? (
        <UsersList
          key={search}
          filter={filter}
          first={view.data}
          act={act}
          busyId={busyId}
          outcome={outcome?.ok ? outcome.data : undefined}
        />
      ) : null}
    </AdminPage>
  );
}

export const adminUsersRoute = {
  Component: AdminUsersPage,
  loader: usersLoader,
  action: usersAction,
  catalogue: adminCatalogue,
};
