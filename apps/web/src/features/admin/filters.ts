import {
  AUDIT_ACTIONS,
  JOB_STATUSES,
  ROLES,
  VERIFICATION_STATUSES,
  type JobStatus,
  type Role,
  type VerificationStatus,
} from '@shuruaat/contract';
import type { AuditFilter, JobsFilter, UsersFilter } from './api';

// The console's searches live in the address, so a search can be shared, reloaded and gone back
// to; the loaders and the filter forms read them from there with these.

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function usersFilterFrom(params: URLSearchParams): UsersFilter {
  return {
    q: params.get('q') ?? '',
    role: oneOf<Role>(ROLES, params.get('role')),
    status: params.get('status') === 'deleted' ? 'deleted' : 'active',
  };
}

export function jobsFilterFrom(params: URLSearchParams): JobsFilter {
  return {
    q: params.get('q') ?? '',
    status: oneOf<JobStatus>(JOB_STATUSES, params.get('status')),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;
const date = (value: string | null) => (value && DATE.test(value) ? value : '');

export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  return {
    action: oneOf<string>(AUDIT_ACTIONS, params.get('action')),
    targetId: (params.get('targetId') ?? '').trim().slice(0, 64),
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

export function verificationStatusFrom(params: URLSearchParams): VerificationStatus {
  return oneOf<VerificationStatus>(VERIFICATION_STATUSES, params.get('status')) || 'pending';
}

/** The address's query for a filter: its filled values only, trimmed. */
export function filterQuery(filter: Record<string, string>, defaults: Record<string, string> = {}) {
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    const trimmed = value.trim();
    if (trimmed && trimmed !== defaults[key]) next.set(key, trimmed);
  }
  return next;
}
