import { ROLES, type AdminUser, type Role } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/translate';
import { ADMIN_PATHS, formatDate } from '../format';
import { Badge } from './admin-page';
import { ReasonDialog } from './reason-dialog';

const ROLE_LABELS: Record<Role, string> = {
  candidate: 'admin.role.candidate',
  employer: 'admin.role.employer',
  admin: 'admin.role.admin',
};

type Pending =
  | { kind: 'role'; role: Role }
  | { kind: 'delete' }
  | { kind: 'revoke' }
  | { kind: 'access'; grant: boolean }
  | null;

type UserRowProps = {
  user: AdminUser;
  isSelf: boolean;
  isBusy: boolean;
  onRole: (role: Role) => void;
  onDelete: () => void;
  onResumeAccess: (grant: boolean) => void;
  onRevoke: (reason: string) => void;
};

/** One account: who, since when, how active, and what an admin may do to it. */
export function UserRow(props: UserRowProps) {
  const { user, isSelf, isBusy, onRole, onDelete, onResumeAccess, onRevoke } = props;
  const [role, setRole] = useState<Role>(user.role);
  const [pending, setPending] = useState<Pending>(null);
  const isDeleted = user.status === 'deleted';
  const close = () => setPending(null);
  const t = useT();
  const name = user.displayName;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{user.displayName}</span>
            <Badge tone={user.role === 'admin' ? 'indigo' : 'slate'}>
              {t(ROLE_LABELS[user.role])}
            </Badge>
            {isDeleted ? <Badge tone="red">{t('admin.user.deleted')}</Badge> : null}
            {isSelf ? <Badge tone="amber">{t('admin.user.you')}</Badge> : null}
          </div>
          <p className="break-all text-sm text-slate-700">{user.email}</p>
          <p className="text-sm text-slate-600">
            {t('admin.user.joined', {
              joined: formatDate(t, user.createdAt),
              lastSignIn: formatDate(t, user.lastSignInAt),
            })}
            {user.role === 'candidate'
              ? ` · ${t('admin.user.applications', { count: user.applicationCount })}`
              : null}
            {user.role === 'employer'
              ? ` · ${t('admin.user.jobs', { count: user.jobCount })}`
              : null}
          </p>
          {user.company ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{user.company.name || t('admin.user.noCompanyProfile')}</span>
              {user.company.verified ? (
                <Badge tone="green">{t('admin.user.verified')}</Badge>
              ) : null}
              {user.company.resumeAccess ? (
                <Badge tone="indigo">{t('admin.user.resumeAccess')}</Badge>
              ) : null}
              {user.company.resumeAccessRequested ? (
                <Badge tone="amber">{t('admin.user.askedResumeAccess')}</Badge>
              ) : null}
            </p>
          ) : null}
        </div>
        {isDeleted ? null : (
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              <span className="sr-only">{t('admin.user.roleOf', { name })}</span>
              <select
                value={role}
                disabled={isSelf || isBusy}
                onChange={(event) => setRole(event.target.value as Role)}
                className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm"
              >
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(ROLE_LABELS[value])}
                  </option>
                ))}
              </select>
            </label>
            <Button
              size="sm"
              variant="outline"
              disabled={isSelf || isBusy || role === user.role}
              onClick={() => setPending({ kind: 'role', role })}
            >
              {t('admin.user.changeRole')}
            </Button>
            {user.role === 'employer' ? (
              <>
                <Link
                  to={ADMIN_PATHS.employerJobs(user._id)}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
                >
                  {t('admin.user.jobsLink')}
                </Link>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={isBusy}
                  onClick={() => setPending({ kind: 'access', grant: !user.company?.resumeAccess })}
                >
                  {user.company?.resumeAccess
                    ? t('admin.user.revokeResumeAccess')
                    : user.company?.resumeAccessRequested
                      ? t('admin.user.grantRequestedAccess')
                      : t('admin.user.grantResumeAccess')}
                </Button>
                {user.company?.resumeAccessRequested ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy}
                    onClick={() => setPending({ kind: 'access', grant: false })}
                  >
                    {t('admin.user.refuseRequest')}
                  </Button>
                ) : null}
                {user.company?.verified ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy}
                    onClick={() => setPending({ kind: 'revoke' })}
                  >
                    {t('admin.user.revokeBadge')}
                  </Button>
                ) : null}
              </>
            ) : null}
            <Button
              size="sm"
              variant="danger"
              disabled={isSelf || isBusy}
              onClick={() => setPending({ kind: 'delete' })}
            >
              {t('admin.delete')}
            </Button>
          </div>
        )}
      </div>
      {pending?.kind === 'role' ? (
        <ConfirmDialog
          title={t('admin.user.roleTitle', { name, role: pending.role })}
          confirmLabel={t('admin.user.changeRole')}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onRole(pending.role);
            close();
          }}
        >
          <p>{t('admin.user.roleBody', { role: pending.role })}</p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('admin.user.deleteTitle', { name })}
          confirmLabel={t('admin.user.deleteAccount')}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onDelete();
            close();
          }}
        >
          <p>{t('admin.user.deleteBody')}</p>
          <p>
            {user.role === 'employer'
              ? t('admin.user.deleteEmployer')
              : t('admin.user.deleteCandidate')}
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'access' ? (
        <ConfirmDialog
          title={pending.grant ? t('admin.user.grantTitle') : t('admin.user.withdrawTitle')}
          confirmLabel={pending.grant ? t('admin.user.grant') : t('admin.user.withdraw')}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onResumeAccess(pending.grant);
            close();
          }}
        >
          <p>
            {pending.grant
              ? t('admin.user.grantBody', { company: user.company?.name || name })
              : t('admin.user.withdrawBody')}
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'revoke' ? (
        <ReasonDialog
          title={t('admin.user.revokeTitle')}
          confirmLabel={t('admin.user.revokeBadge')}
          reasonLabel={t('admin.reason.employerSees')}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={(reason) => {
            onRevoke(reason);
            close();
          }}
        >
          <p>{t('admin.user.revokeBody')}</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}
