import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import { countUsers, insertUser } from '../../features/users/users.repository';
import { hashPassword } from '../../features/users/passwords';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Fills an empty database with one account per role; a database with any user is left alone. */
export async function loadDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  for (const account of DEMO_ACCOUNTS) {
    await insertUser(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      displayName: account.name,
    });
  }
  log.info('demo data loaded');
}

export function demoLoginsText(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`,
  );
  return ['Demo logins (non-production only):', ...lines].join('\n');
}
