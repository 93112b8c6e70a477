import { z } from 'zod';

export const ROLES = ['candidate', 'employer', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Roles a visitor may choose at sign-up; admins are made by the CLI only. */
export const SIGNUP_ROLES = ['candidate', 'employer'] as const;
export const SignupRoleSchema = z.enum(SIGNUP_ROLES);
export type SignupRole = z.infer<typeof SignupRoleSchema>;

/** The spec's route prefix per role: candidates live under /user. */
const ROLE_PREFIX: Record<Role, string> = {
  candidate: 'user',
  employer: 'employer',
  admin: 'admin',
};

/** The one place that maps a role to its dashboard. */
export function dashboardPathFor(role: Role): string {
  return `/${ROLE_PREFIX[role]}/dashboard`;
}

export function profilePathFor(role: Role): string | null {
  return role === 'admin' ? null : `/${ROLE_PREFIX[role]}/updateprofile`;
}
