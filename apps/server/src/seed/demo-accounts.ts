import type { Role } from '@shuruaat/contract';

/** Demo logins, printed at start-up; loaded only outside production. */
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
