import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia, type User } from '@shuruaat/contract';
import type { Db } from '../client';
import { companies } from '../schema/companies';
import { jobs } from '../schema/jobs';
import { countUsers, insertUser } from '../../features/users/users.repository';
import { hashPassword } from '../../features/users/passwords';
import { toUser } from '../../features/users/user-presenter';
import {
  getCompanyForPosting,
  updateEmployerProfile,
} from '../../features/companies/companies.service';
import { postJob, setJobStatus } from '../../features/jobs/jobs.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_COMPANIES, type DemoCompany } from './demo-companies';
import { DEMO_JOBS, type DemoJob } from './demo-jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Owners of the other demo companies share the demo employer's password; only one is printed. */
const EMPLOYER_PASSWORD = DEMO_ACCOUNTS.find((a) => a.role === 'employer')?.password ?? '';

async function createUser(
  db: Db,
  account: { role: User['role']; name: string; email: string; password: string },
) {
  const row = await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    displayName: account.name,
  });
  if (!row) throw new Error(`demo user ${account.email} exists`);
  return toUser(row);
}

async function createCompany(
  db: Db,
  company: DemoCompany,
  owners: Map<string, User>,
): Promise<User> {
  const owner =
    owners.get(company.owner.email) ??
    (await createUser(db, { role: 'employer', ...company.owner, password: EMPLOYER_PASSWORD }));
  const profile = await updateEmployerProfile(db, owner._id, company.profile);
  await db
    .update(companies)
    .set({ verified: company.verified })
    .where(eq(companies.id, profile._id));
  return owner;
}

async function createJob(db: Db, demo: DemoJob, owner: User): Promise<void> {
  const { company: _key, applyInDays, startInDays, postedDaysAgo, status, ...fields } = demo;
  const today = todayInIndia();
  const company = await getCompanyForPosting(db, owner._id);
  const job = await postJob(db, company, owner._id, {
    ...fields,
    applyBy: addDays(today, applyInDays),
    startDate: startInDays === null ? null : addDays(today, startInDays),
    status: status === 'draft' ? 'draft' : 'active',
  });
  if (status === 'paused' || status === 'closed') await setJobStatus(db, job._id, owner, status);
  const postedAt = new Date(Date.now() - postedDaysAgo * DAY_MS);
  await db
    .update(jobs)
    .set({ createdAt: postedAt, updatedAt: postedAt })
    .where(eq(jobs.id, job._id));
}

/**
 * Fills an empty database with one account per role, ten companies and their listings, all
 * through the same services the API uses, so demo data obeys every listing rule.
 * A database with any user is left alone.
 */
export async function loadDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const users = new Map<string, User>();
  for (const account of DEMO_ACCOUNTS) users.set(account.email, await createUser(db, account));
  const owners = new Map<string, User>();
  for (const company of DEMO_COMPANIES)
    owners.set(company.key, await createCompany(db, company, users));
  for (const job of DEMO_JOBS) {
    const owner = owners.get(job.company);
    if (!owner) throw new Error(`demo job "${job.title}" names unknown company ${job.company}`);
    await createJob(db, job, owner);
  }
  log.info({ companies: DEMO_COMPANIES.length, jobs: DEMO_JOBS.length }, 'demo data loaded');
}

export function demoLoginsText(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`,
  );
  return ['Demo logins (non-production only):', ...lines].join('\n');
}
