import { countOf, ROLES, type AdminUser, type Role } from '@shuruaat/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ADMIN_PATHS, formatDate } from '../format';
import { Badge } from './admin-page';
import { ReasonDialog } from './reason-dialog';

const ROLE_LABELS: Record<Role, string> = {
  candidate: 'Candidate',
  employer: 'Employer',
  admin: 'Admin',
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

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{user.displayName}</span>
            <Badge tone={user.role === 'admin' ? 'indigo' : 'slate'}>
              {ROLE_LABELS[user.role]}
            </Badge>
            {isDeleted ? <Badge tone="red">Deleted</Badge> : null}
            {isSelf ? <Badge tone="amber">You</Badge> : null}
          </div>
          <p className="break-all text-sm text-slate-700">{user.email}</p>
          <p className="text-sm text-slate-600">
            Joined {formatDate(user.createdAt)} · Last sign-in {formatDate(user.lastSignInAt)}
            {user.role === 'candidate' ? ` · ${countOf(user.applicationCount, 'application')}` : ''}
            {user.role === 'employer' ? ` · ${countOf(user.jobCount, 'job')}` : ''}
          </p>
          {user.company ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{user.company.name || 'Company profile not started'}</span>
              {user.company.verified ? <Badge tone="green">Verified</Badge> : null}
              {user.company.resumeAccess ? <Badge tone="indigo">Resume access</Badge> : null}
              {user.company.resumeAccessRequested ? (
                <Badge tone="amber">Asked for resume access</Badge>
              ) : null}
            </p>
          ) : null}
        </div>
        {isDeleted ? null : (
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              <span className="sr-only">Role of {user.displayName}</span>
              <select
                value={role}
                disabled={isSelf || isBusy}
                onChange={(event) => setRole(event.target.value as Role)}
                className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm"
              >
                {ROLES.map((value) => (
                  <option key={value} value={value}>
                    {ROLE_LABELS[value]}
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
              Change role
            </Button>
            {user.role === 'employer' ? (
              <>
                <Link
                  to={ADMIN_PATHS.employerJobs(user._id)}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-50"
                >
                  Jobs
                </Link>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={isBusy}
                  onClick={() => setPending({ kind: 'access', grant: !user.company?.resumeAccess })}
                >
                  {user.company?.resumeAccess
                    ? 'Revoke resume access'
                    : user.company?.resumeAccessRequested
                      ? 'Grant requested access'
                      : 'Grant resume access'}
                </Button>
                {user.company?.resumeAccessRequested ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy}
                    onClick={() => setPending({ kind: 'access', grant: false })}
                  >
                    Refuse request
                  </Button>
                ) : null}
                {user.company?.verified ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={isBusy}
                    onClick={() => setPending({ kind: 'revoke' })}
                  >
                    Revoke badge
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
              Delete
            </Button>
          </div>
        )}
      </div>
      {pending?.kind === 'role' ? (
        <ConfirmDialog
          title={`Make ${user.displayName} ${ROLE_LABELS[pending.role].toLowerCase()}?`}
          confirmLabel="Change role"
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onRole(pending.role);
            close();
          }}
        >
          <p>
            They are signed out everywhere and see the {ROLE_LABELS[pending.role].toLowerCase()}{' '}
            dashboard when they sign in again.
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${user.displayName}’s account?`}
          confirmLabel="Delete account"
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onDelete();
            close();
          }}
        >
          <p>
            This cannot be undone. Their profile, resumes, sessions and notifications are erased and
            they are signed out.
          </p>
          <p>
            {user.role === 'employer'
              ? 'Their open listings close. Applications stay for the record.'
              : 'Applications they sent stay with employers, shown as “Deleted account”.'}{' '}
            The email address can be used to sign up again.
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'access' ? (
        <ConfirmDialog
          title={
            pending.grant ? 'Grant resume database access?' : 'Withdraw resume database access?'
          }
          confirmLabel={pending.grant ? 'Grant access' : 'Withdraw'}
          isBusy={isBusy}
          onCancel={close}
          onConfirm={() => {
            onResumeAccess(pending.grant);
            close();
          }}
        >
          <p>
            {pending.grant
              ? `${user.company?.name || user.displayName} will be able to search candidates who chose to be visible to employers.`
              : 'They will no longer be able to search the resume database.'}{' '}
            They are told in a notification.
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'revoke' ? (
        <ReasonDialog
          title="Revoke the verified badge?"
          confirmLabel="Revoke badge"
          reasonLabel="Reason (the employer sees this)"
          isBusy={isBusy}
          onCancel={close}
          onConfirm={(reason) => {
            onRevoke(reason);
            close();
          }}
        >
          <p>Their listings stop showing the badge at once.</p>
        </ReasonDialog>
      ) : null}
    </li>
  );
}
