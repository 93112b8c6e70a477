import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia, type Job, type User } from '@shuruaat/contract';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { countUsers, insertUser } from '../features/users/users.repository';
import { hashPassword } from '../features/users/passwords';
import { toUser } from '../features/users/user-presenter';
import {
  getCompanyForPosting,
  getPlatformCompany,
  setCompanyLogo,
  setPlatformCompanyLogo,
  updateEmployerProfile,
} from '../features/companies/companies.service';
import { getJobForViewer, postJob, setJobStatus } from '../features/jobs/jobs.service';
import { answerClosedListing } from '../features/applications/applications.service';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_CANDIDATES } from './demo-candidates';
import { loadDemoApplications, type OpenListings } from './load-demo-applications';
import { loadDemoConversations } from './load-demo-conversations';
import { loadDemoStories } from './load-demo-stories';
import { loadDemoBlogs } from './load-demo-blogs';
import { loadDemoConsents } from './load-demo-consents';
import { loadDemoTrust } from './load-demo-trust';
import {
  DEMO_ACCOUNTS,
  PUBLISHED_DEMO_PASSWORDS,
  type DemoLogin,
  type DemoPasswords,
} from './demo-accounts';
import { DEMO_CAREERS } from './demo-careers';
import { DEMO_COMPANIES, type DemoCompany } from './demo-companies';
import { demoLogoPng } from './demo-logos';
import { DEMO_JOBS, type DemoJob } from './demo-jobs';

const DAY_MS = 24 * 60 * 60 * 1000;
const STUDENT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'candidate')?.email ?? '';

async function createUser(
  db: Db,
  account: { role: User['role']; name: string; email: string; password: string },
) {
  const row = await insertUser(db, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: account.role,
    displayName: account.name,
    emailVerifiedAt: new Date(),
  });
  if (!row) throw new Error(`demo user ${account.email} exists`);
  return toUser(row);
}

/** Owners of the other demo companies share the demo employer's password; only one is printed. */
async function createCompany(
  db: Db,
  storage: FileStorage,
  company: DemoCompany,
  owners: Map<string, User>,
  password: string,
): Promise<User> {
  const owner =
    owners.get(company.owner.email) ??
    (await createUser(db, { role: 'employer', ...company.owner, password }));
  // The verified badge comes from an approved request (load-demo-trust.ts), never set directly.
  await updateEmployerProfile(db, owner._id, {
    ...company.profile,
    contactName: company.owner.name,
  });
  await setCompanyLogo(db, storage, owner._id, await demoLogoPng(company.key));
  return owner;
}

async function createJob(
  db: Db,
  demo: Omit<DemoJob, 'company'> & { company?: string },
  owner: User,
  company?: Awaited<ReturnType<typeof getPlatformCompany>>,
): Promise<Job> {
  const { company: _key, applyInDays, startInDays, postedDaysAgo, status, ...fields } = demo;
  const today = todayInIndia();
  const poster = company ?? (await getCompanyForPosting(db, owner._id));
  const { job } = await postJob(db, poster, owner._id, {
    ...fields,
    applyBy: addDays(today, applyInDays),
    startDate: startInDays === null ? null : addDays(today, startInDays),
    status: status === 'draft' ? 'draft' : 'active',
  });
  if (status === 'paused' || status === 'closed')
    await setJobStatus(db, job._id, owner, status, answerClosedListing);
  const postedAt = new Date(Date.now() - postedDaysAgo * DAY_MS);
  await db
    .update(jobs)
    .set({ createdAt: postedAt, updatedAt: postedAt })
    .where(eq(jobs.id, job._id));
  return job;
}

/**
 * Fills an empty database with one account per role, ten companies and their listings, all
 * through the same services the API uses, so demo data obeys every listing rule. Answers the
 * three logins it made, or undefined when the database had a user already and was left alone.
 */
export async function loadDemoData(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  passwords: DemoPasswords = PUBLISHED_DEMO_PASSWORDS,
): Promise<DemoLogin[] | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const logins = DEMO_ACCOUNTS.map((account) => ({
    ...account,
    password: passwords[account.role],
  }));
  const users = new Map<string, User>();
  for (const account of logins) users.set(account.email, await createUser(db, account));
  const owners = new Map<string, User>();
  for (const company of DEMO_COMPANIES)
    owners.set(company.key, await createCompany(db, storage, company, users, passwords.employer));
  const listings: OpenListings = new Map();
  for (const demo of DEMO_JOBS) {
    const owner = owners.get(demo.company);
    if (!owner) throw new Error(`demo job "${demo.title}" names unknown company ${demo.company}`);
    const job = await getJobForViewer(db, (await createJob(db, demo, owner))._id, owner);
    if (!job.isAcceptingApplications) continue;
    const entry = listings.get(demo.company) ?? { owner, jobs: [] };
    entry.jobs.push(job);
    listings.set(demo.company, entry);
  }
  const admin = [...users.values()].find((user) => user.role === 'admin');
  if (admin) {
    await setPlatformCompanyLogo(db, storage, await demoLogoPng('shuruaat'));
    const platform = await getPlatformCompany(db);
    for (const demo of DEMO_CAREERS) await createJob(db, demo, admin, platform);
    await loadDemoBlogs(db, admin._id);
  }
  const student = users.get(STUDENT_EMAIL);
  if (!student) throw new Error('demo student missing');
  const others: User[] = [];
  for (const demo of DEMO_CANDIDATES) {
    others.push(
      await createUser(db, { role: 'candidate', ...demo, password: passwords.candidate }),
    );
  }
  const demoEmployer = DEMO_COMPANIES[0]?.key ?? '';
  const interview = await loadDemoApplications(
    db,
    storage,
    { student, others },
    listings,
    demoEmployer,
  );
  await loadDemoConversations(db, student, listings, demoEmployer, interview);
  await loadDemoStories(db, storage, listings, (account) =>
    createUser(db, { role: 'candidate', ...account, password: passwords.candidate }),
  );
  if (admin) await loadDemoTrust(db, admin, DEMO_COMPANIES, owners, listings, others);
  await loadDemoConsents(db);
  log.info(
    { companies: DEMO_COMPANIES.length, jobs: DEMO_JOBS.length, candidates: others.length + 1 },
    'demo data loaded',
  );
  return logins.map(({ role, email, password }) => ({ role, email, password }));
}

/**
 * What start-up prints about the demo logins. Published passwords are no secret and print every
 * time; random ones exist nowhere else, so they print once, when the accounts are made.
 */
export function demoLoginsText(
  kind: 'published' | 'random',
  made: DemoLogin[] | undefined,
): string {
  const table = (logins: DemoLogin[]) =>
    logins.map((a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(28)} ${a.password}`);
  if (kind === 'published') return ['Demo logins:', ...table(DEMO_ACCOUNTS)].join('\n');
  if (made) {
    return [
      "Demo logins (random passwords, shown only now; each role's other demo accounts share them):",
      ...table(made),
    ].join('\n');
  }
  return 'Demo accounts exist already, with the passwords they were given when made.';
}
