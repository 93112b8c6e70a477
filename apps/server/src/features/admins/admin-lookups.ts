import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { findCompanyIdOfOwner } from '../companies/companies.service';
import { findUserById } from '../users/users.service';

/** An employer user's id, or 404 when the id names no employer. */
export async function assertEmployer(db: Db, employerId: string): Promise<string> {
  const user = isUuid(employerId) ? await findUserById(db, employerId) : undefined;
  if (!user || user.role !== 'employer') throw notFound('Employer not found');
  return user._id;
}

/** The company of an employer user; undefined while they have not started a profile. */
export async function findEmployerCompanyId(
  db: Db,
  employerId: string,
): Promise<string | undefined> {
  return findCompanyIdOfOwner(db, await assertEmployer(db, employerId));
}
