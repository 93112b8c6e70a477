import { randomBytes } from 'node:crypto';
import type { Role } from '@shuruaat/contract';

/** Demo logins, printed at start-up; their passwords are published in the README. */
export const DEMO_ACCOUNTS: { role: Role; name: string; email: string; password: string }[] = [
  {
    role: 'candidate',
    name: 'Aarav Sharma',
    email: 'student@demo.shuruaat.in',
    password: 'student-demo-123',
  },
  {
    role: 'employer',
    name: 'Priya Nair',
    email: 'employer@demo.shuruaat.in',
    password: 'employer-demo-123',
  },
  {
    role: 'admin',
    name: 'Shuruaat Admin',
    email: 'admin@demo.shuruaat.in',
    password: 'admin-demo-123',
  },
];

/** One password per role: every demo employer shares the employer's, every candidate the student's. */
export type DemoPasswords = Record<Role, string>;

export type DemoLogin = { role: Role; email: string; password: string };

const byRole = (password: (account: (typeof DEMO_ACCOUNTS)[number]) => string) =>
  Object.fromEntries(
    DEMO_ACCOUNTS.map((account) => [account.role, password(account)]),
  ) as DemoPasswords;

export const PUBLISHED_DEMO_PASSWORDS: DemoPasswords = byRole((account) => account.password);

/**
 * For a server others can reach: anyone who has read the README knows the published passwords,
 * the admin's included.
 */
export const randomDemoPasswords = (): DemoPasswords =>
  byRole(() => randomBytes(12).toString('base64url'));
